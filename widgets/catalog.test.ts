import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CommonConfig } from './_runtime/widget-shell';
import type { WidgetEvents } from './_runtime/bus';
import { COMMON_OPTIONS, EVENT_DETAILS, viewsOf, WIDGET_CATALOG } from './catalog';
import { PAGE_SECTIONS } from './page/sections';
import { attributeName, type ConfigSchema } from './_runtime/config';
import { oneStatementPerLine } from '../scripts/one-statement-per-line';
import { widgetFolders } from '../scripts/widget-folders';

const WIDGET_DIRS = widgetFolders();

/**
 * The config schema widget `name`'s script really reads: the `config` its index.ts gives
 * defineWidget, from the module index.ts imports it from (`{}` when written inline or empty).
 */
async function schemaOf(name: string): Promise<ConfigSchema> {
  const index = oneStatementPerLine(readFileSync(`widgets/${name}/index.ts`, 'utf8'));
  const config = /defineWidget\('[\w-]+', \w+, \{ config: (\w+|\{\})/.exec(index)?.[1];
  expect(config, `widgets/${name}/index.ts gives defineWidget no config`).toBeDefined();
  if (config === '{}') return {};
  const from = new RegExp(`^import \\{[^}]*\\b${config}\\b[^}]*\\} from '(\\./[\\w-]+)';$`, 'm').exec(index)?.[1];
  expect(from, `widgets/${name}/index.ts does not import ${config}`).toBeDefined();
  const file = [`${from!.slice(2)}.tsx`, `${from!.slice(2)}.ts`].find((f) => existsSync(`widgets/${name}/${f}`))!;
  // An empty schema is read from the source: some components cannot load without a DOM.
  if (readFileSync(`widgets/${name}/${file}`, 'utf8').includes(`export const ${config} = {};`)) return {};
  const module: Record<string, unknown> = await import(/* @vite-ignore */ `./${name}/${file}`);
  return module[config!] as ConfigSchema;
}

// The product's sections, in the product's order, with their anchors: the page may hold more
// widgets, but these keep their order and anchors (docs/behaviour.md#page).
const PRODUCT_ORDER = [
  'nav',
  'hero',
  'sms-alerts',
  'mining',
  'lead-hunter',
  'welcome-video',
  'onboarding',
  'wallets',
  'premium',
  'referral',
  'dashboard',
  'education',
  'community',
  'simulator',
  'concierge',
  'news',
  'yield-farming',
  'footer',
];
const PRODUCT_ANCHORS: Record<string, string> = {
  nav: 'top',
  onboarding: 'onboarding',
  dashboard: 'dashboard',
  education: 'education',
  community: 'community',
  simulator: 'simulator',
  concierge: 'ai-concierge',
  news: 'news',
  'yield-farming': 'yield-farming',
};

// Every common option, by the type's own keys: a key missing here or extra fails to compile.
const COMMON_KEYS: Record<keyof CommonConfig, true> = {
  theme: true,
  locale: true,
  api: true,
  loading: true,
  height: true,
};

describe('the widget catalog (gallery, docs, React wrapper)', () => {
  it('lists every widget script once, in the full page’s order', () => {
    expect(WIDGET_CATALOG.map((w) => w.name).sort()).toEqual(WIDGET_DIRS);
    expect(WIDGET_CATALOG.map((w) => w.name)).toEqual(PAGE_SECTIONS.map((s) => s.name));
  });

  it('keeps the product’s sections in the product’s order, with their anchors', () => {
    const names = PAGE_SECTIONS.map((s) => s.name);
    expect(names.filter((name) => PRODUCT_ORDER.includes(name))).toEqual(PRODUCT_ORDER);
    for (const name of PRODUCT_ORDER)
      expect(PAGE_SECTIONS.find((s) => s.name === name)?.anchor, name).toBe(PRODUCT_ANCHORS[name]);
  });

  it('gives each widget a short title of its own: at most three words, in sentence case', () => {
    const titles = WIDGET_CATALOG.map((w) => w.shortTitle);
    expect(new Set(titles).size).toBe(titles.length);
    // After the first word, only acronyms (AI, SMS) keep capitals.
    const unlike = titles.filter((t) => !/^[A-Z][a-z]*( ([a-z]+|[A-Z]{2,}))*$|^[A-Z]{2,}( [a-z]+)*$/.test(t));
    expect(unlike).toEqual([]);
    expect(titles.filter((t) => t.split(' ').length > 3)).toEqual([]);
    // The names blog authors search the block inserter for.
    const byName = Object.fromEntries(WIDGET_CATALOG.map((w) => [w.name, w.shortTitle]));
    expect(byName).toMatchObject({
      'yield-farming': 'Staking calculator',
      concierge: 'AI concierge',
      referral: 'Referral box',
      news: 'News',
    });
  });

  it('tells a reader of a link what each widget and each view is for, in sentences without formulas or addresses', () => {
    const cards = WIDGET_CATALOG.flatMap((widget) => [
      { card: widget.name, text: widget.summary },
      ...viewsOf(widget).map((view) => ({ card: view.preview, text: view.summary })),
    ]);
    expect(cards.map(({ card }) => card)).toContain('yield-farming-calculator');
    // Each view has words of its own, not the whole widget's.
    for (const widget of WIDGET_CATALOG)
      for (const view of viewsOf(widget)) expect(view.summary, view.preview).not.toBe(widget.summary);
    const unlike = cards.filter(
      ({ text }) =>
        // One or two sentences a card shows whole (Open Graph descriptions are cut near 160 characters)...
        !/^[A-Z][^.]*\.( [A-Z][^.]*\.)?$/.test(text) ||
        text.length > 160 ||
        // ...with no formula, API address, option or timing: those are the embedder's.
        /[=×÷*/()<>#{}[\]]|\bGET\b|\bapi\b|\bdata-|\b\d+ ?(?:ms|s|px)\b|\bAPY\b/.test(text),
    );
    expect(unlike).toEqual([]);
  });

  it('names the common options every widget reads', () => {
    expect(COMMON_OPTIONS.map((o) => o.key)).toEqual(Object.keys(COMMON_KEYS));
  });

  it('describes exactly the options each widget’s schema reads, with their defaults and values', async () => {
    for (const widget of WIDGET_CATALOG) {
      const schema = await schemaOf(widget.name);
      expect(schema, `${widget.name}: its config schema`).toBeTypeOf('object');
      expect(
        widget.options.map((o) => o.key),
        `widget '${widget.name}': the options of widgets/${widget.name}/widget.ts are not the ones its config schema reads`,
      ).toEqual(Object.keys(schema));
      for (const option of widget.options) {
        const field = schema[option.key]!;
        expect(field.default, `${widget.name}.${option.key}`).toEqual(option.default);
        expect(option.attribute).toBe(attributeName(option.key));
        for (const value of option.values ?? [])
          expect(field.parse(value), `${widget.name}.${option.key}=${value}`).toBe(value);
        if (option.values) expect(field.parse('sideways')).toBeUndefined();
      }
    }
  });

  it('gives each widget the lazy height its script reserves (the height widget.ts exports and index.ts passes)', async () => {
    for (const widget of WIDGET_CATALOG) {
      const own: { height: number } = await import(`./${widget.name}/widget.ts`);
      expect(widget.height, widget.name).toBe(own.height);
      expect(oneStatementPerLine(readFileSync(`widgets/${widget.name}/index.ts`, 'utf8')), widget.name).toMatch(
        // `height`, or a function of the options that gives it (the calculator alone: its own).
        new RegExp(`defineWidget\\('${widget.name}', .*\\bheight(: .*\\bheight\\b.*)? \\}\\);`),
      );
    }
  });

  it('assigns every public event to the one widget that dispatches it, and documents it', () => {
    const events = WIDGET_CATALOG.flatMap((w) => w.events);
    expect(new Set(events).size).toBe(events.length);
    expect(events.sort()).toEqual(Object.keys(EVENT_DETAILS).sort());
    // Each widget's source emits what the catalog says, and nothing else.
    for (const widget of WIDGET_CATALOG) {
      const emitted = new Set<string>();
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
          else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
            for (const m of readFileSync(`${dir}/${entry.name}`, 'utf8').matchAll(/emit\([^,]+,\s*'([\w:-]+)'/g))
              emitted.add(m[1]!);
          }
        }
      };
      walk(`widgets/${widget.name}`);
      expect(
        [...emitted].sort(),
        `widget '${widget.name}': the events its source emits are not the events of widgets/${widget.name}/widget.ts`,
      ).toEqual([...widget.events].sort());
    }
  });

  it('matches the events orebit.d.ts declares', () => {
    const dts = readFileSync('types/orebit.d.ts', 'utf8');
    const block = dts.slice(dts.indexOf('interface Events {'), dts.indexOf('interface WidgetEvents {'));
    const declared = [...block.matchAll(/^\s+'([\w:-]+)':/gm)].map((m) => m[1]);
    const keys: Array<keyof WidgetEvents> = Object.keys(EVENT_DETAILS) as Array<keyof WidgetEvents>;
    expect(
      declared.sort(),
      'the events of types/orebit.d.ts’s interface Events (each with its detail type) are not the widgets’ events',
    ).toEqual(keys.sort());
  });

  it('matches the widgets and options orebit.d.ts declares', () => {
    const dts = readFileSync('types/orebit.d.ts', 'utf8');
    const options = dts.slice(dts.indexOf('interface WidgetOptions {'), dts.indexOf('type WidgetName'));
    for (const widget of WIDGET_CATALOG) {
      const quoted = widget.name.includes('-') ? `'${widget.name}'` : widget.name;
      const start = options.indexOf(`\n      ${quoted}: CommonOptions`);
      expect(start, `${widget.name} in Orebit.WidgetOptions`).toBeGreaterThan(-1);
      const own = options.slice(start + 1).match(/^[^\n]*CommonOptions(?:;| & \{.*?\n {6}\};)/s)![0];
      expect(
        [...own.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1]),
        widget.name,
      ).toEqual(widget.options.map((o) => o.key));
      expect(dts, `<orebit-${widget.name}>`).toContain(`'orebit-${widget.name}': OrebitElementProps<'${widget.name}'>`);
    }
    const common = dts.slice(dts.indexOf('interface CommonOptions {'), dts.indexOf('interface WidgetOptions {'));
    expect([...common.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1])).toEqual(COMMON_OPTIONS.map((o) => o.key));
  });
});
