// The editor side of the orebit/widget block: the sidebar's controls generated from the catalog
// table the server hands over (window.orebitWidgets), and a live preview: the release's real widget
// mounted in the canvas, updated in place as an option changes, destroyed with the block. The
// block is dynamic: it saves only its attributes, and the server renders them (includes/render.php).
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { Notice, PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useRef } from 'react';
import type { EditorData, TableOption } from './table';

/** The block's attributes: the widget's name, and the options the author set, by option key. */
interface Attributes {
  widget: string;
  options: Record<string, string>;
}

/** A mounted widget, as window.Orebit.mount returns it. */
interface Handle {
  update(options: Record<string, string | number>): void;
  destroy(): void;
}

/** What the widget scripts put on window: the page's registry (types/orebit.d.ts has all of it). */
interface OrebitPage {
  mount(el: Element, name: string, options: Record<string, string | number>): Handle;
}

/** The catalog and settings the server hands over (orebit_widgets_editor_data). */
const data = (window as { orebitWidgets?: EditorData }).orebitWidgets;

/** One script load per document and widget (the canvas may be an iframe with a document of its own). */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Loads the widget's pinned script into `doc`, checked by its integrity. This script runs in the
 * editor's window, but the canvas of a block theme's site editor, of template editing and of the
 * Tablet and Mobile previews is an iframe, which WordPress 6.1 gives only block.json's `script`
 * (every widget on every page that shows the block): so the preview loads its one widget into the
 * document its block stands in, and the widget runs in that document's window.
 */
function loadWidget(doc: Document, name: string, table: EditorData): Promise<void> {
  const loaded = loads.get(doc) ?? new Map<string, Promise<void>>();
  loads.set(doc, loaded);
  let promise = loaded.get(name);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = `${table.origin}/widgets/v${table.version}/${name}.js`;
      script.integrity = table.widgets[name]!.integrity;
      script.crossOrigin = 'anonymous';
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`${script.src} did not load`)), { once: true });
      doc.head.append(script);
      // Detached, it still runs, but does not mount a widget of its own after its tag (no target on the page).
      script.remove();
    });
    loaded.set(name, promise);
  }
  return promise;
}

/** Every option of the widget with the value the page will get: the author's, else the settings', else the widget's. */
function previewOptions(table: EditorData, name: string, set: Record<string, string>): Record<string, string | number> {
  const all = { ...table.common, ...table.widgets[name]!.options };
  const out: Record<string, string | number> = {};
  for (const [key, option] of Object.entries(all)) {
    const value = set[key] || table.defaults[key] || option.default;
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** The real widget in the canvas: mounted once per widget name, then updated in place. */
function Preview({ table, name, options }: { table: EditorData; name: string; options: Record<string, string> }) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<Handle | null>(null);
  const key = JSON.stringify(options);
  const latest = useRef(key);

  // Before the mount below, so that a widget mounted later starts from the latest options.
  useEffect(() => {
    latest.current = key;
    handle.current?.update(previewOptions(table, name, JSON.parse(key) as Record<string, string>));
  }, [key, name, table]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let gone = false;
    const view = el.ownerDocument.defaultView as { Orebit?: OrebitPage } | null;
    loadWidget(el.ownerDocument, name, table).then(
      () => {
        if (gone || !view?.Orebit) return;
        const options = JSON.parse(latest.current) as Record<string, string>;
        handle.current = view.Orebit.mount(el, name, previewOptions(table, name, options));
      },
      (error: Error) => console.error(`[orebit] The preview could not load: ${error.message}`),
    );
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [name, table]);

  return <div ref={host} className="orebit-widget-preview" />;
}

/** A sidebar control for one option: a select for a choice, a text or number field otherwise; empty, it shows the default. */
function OptionControl({ option, value, onChange }: { option: TableOption; value: string; onChange(v: string): void }) {
  const fallback = option.default === undefined ? '' : ` (${option.default})`;
  if (option.values) {
    const choices = [{ label: `Default${fallback}`, value: '' }, ...option.values.map((v) => ({ label: v, value: v }))];
    return (
      <SelectControl
        label={option.label}
        value={value}
        options={choices}
        help={option.description}
        onChange={onChange}
      />
    );
  }
  return (
    <TextControl
      label={option.label}
      value={value}
      placeholder={option.default === undefined ? undefined : String(option.default)}
      type={option.type === 'number' ? 'number' : option.type === 'url' ? 'url' : 'text'}
      help={option.description}
      onChange={onChange}
    />
  );
}

/** The block in the editor. */
function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  const blockProps = useBlockProps();
  const options = attributes.options ?? {};
  const widget = data?.widgets[attributes.widget];
  const setOption = (key: string, value: string) => {
    const next = { ...options };
    if (value === '') delete next[key];
    else next[key] = value;
    setAttributes({ options: next });
  };
  if (!data || !widget) {
    return (
      <div {...blockProps}>
        <Notice status="warning" isDismissible={false}>
          {data
            ? `Orebit: there is no widget named “${attributes.widget}”.`
            : 'Orebit: the widget catalog did not load.'}
        </Notice>
      </div>
    );
  }
  const names = Object.keys(data.widgets);
  return (
    <div {...blockProps}>
      <InspectorControls>
        <PanelBody title={widget.title}>
          <SelectControl
            label="Widget"
            value={attributes.widget}
            options={names.map((name) => ({ label: data.widgets[name]!.title, value: name }))}
            onChange={(name) => setAttributes({ widget: name, options: {} })}
          />
          {Object.entries(widget.options).map(([key, option]) => (
            <OptionControl key={key} option={option} value={options[key] ?? ''} onChange={(v) => setOption(key, v)} />
          ))}
        </PanelBody>
        <PanelBody title="Appearance" initialOpen={false}>
          {Object.entries(data.common).map(([key, option]) => (
            <OptionControl key={key} option={option} value={options[key] ?? ''} onChange={(v) => setOption(key, v)} />
          ))}
        </PanelBody>
      </InspectorControls>
      <Preview key={attributes.widget} table={data} name={attributes.widget} options={options} />
    </div>
  );
}

registerBlockType<Attributes>('orebit/widget', { edit: Edit, save: () => null });
