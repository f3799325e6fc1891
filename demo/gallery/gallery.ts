// The widget gallery (demo/gallery.html): pick a widget, set its options, see it live,
// copy its pinned snippet. Not a widget itself: plain DOM over the catalog, with the widgets loaded
// on demand from this origin and driven through the public Orebit.mount / update / destroy. This
// module wires the parts: the form, the preview, the snippet, the event log and the embed link.
import { WIDGET_CATALOG, type WidgetInfo } from '../../widgets/catalog';
import { createEmbedLink } from './embed-link';
import { createEventsLog } from './events-log';
import { isDefault } from './fields';
import { createForm, type FormResults } from './form';
import { createPreview } from './preview';
import { createSnippetBox } from './snippet-box';

/** The preview's options (every option, undefined when unset) and the snippet's attributes (those not default). */
function optionsOf(results: FormResults): { options: Record<string, unknown>; attributes: Array<[string, string]> } {
  const options: Record<string, unknown> = {};
  const attributes: Array<[string, string]> = [];
  for (const { option, result } of results) {
    // Unset (undefined) rather than absent: update() merges, and an option left out would keep
    // its earlier value.
    options[option.key] = result.value;
    if (isDefault(option, result.value)) continue;
    // The pinned script's own origin is the API base already.
    if (option.key === 'api' && result.value === location.origin) continue;
    attributes.push([option.attribute, String(result.value)]);
  }
  return { options, attributes };
}

function start(): void {
  const picker = document.getElementById('widget') as HTMLSelectElement;
  const description = document.getElementById('widget-description') as HTMLParagraphElement;
  let current: WidgetInfo = WIDGET_CATALOG[0]!;

  /** Reads the form; updates the preview, the snippet and the embed link from its valid values. */
  const refresh = (): void => {
    const { options, attributes } = optionsOf(form.read());
    preview.update(current.name, options);
    snippet.show(current.name, attributes);
    embedLink.show(current, attributes);
  };
  const embedLink = createEmbedLink();
  const form = createForm(refresh);
  const preview = createPreview();
  const snippet = createSnippetBox((manifest) => {
    embedLink.pin(manifest);
    refresh();
  });
  const events = createEventsLog(preview.box);
  const selectWidget = (info: WidgetInfo): void => {
    current = info;
    description.textContent = info.description;
    events.describe(info);
    form.show(info);
    refresh();
    void preview.show(info);
  };

  for (const info of WIDGET_CATALOG) {
    const option = document.createElement('option');
    option.value = info.name;
    option.textContent = `${info.title} (${info.name})`;
    picker.append(option);
  }
  const asked = new URLSearchParams(location.search).get('widget');
  const first =
    WIDGET_CATALOG.find((info) => info.name === asked) ?? WIDGET_CATALOG.find((info) => info.name === 'referral')!;
  picker.value = first.name;
  picker.addEventListener('change', () => {
    const info = WIDGET_CATALOG.find((w) => w.name === picker.value);
    if (!info) return;
    const url = new URL(location.href);
    url.searchParams.set('widget', info.name);
    history.replaceState(null, '', url);
    selectWidget(info);
  });

  selectWidget(first);
  void snippet.loadManifest();
}

start();
