import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CommonConfig } from './_runtime/define-widget';
import type { WidgetEvents } from './_runtime/bus';
import { COMMON_OPTIONS, EVENT_DETAILS, WIDGET_CATALOG } from './catalog';
import { PAGE_SECTIONS } from './page/sections';
import { conciergeConfig } from './concierge/Concierge';
import { referralConfig } from './referral/Referral';
import { yieldFarmingConfig } from './yield-farming/YieldFarming';
import { attributeName, type ConfigSchema } from './_runtime/config';

const WIDGET_DIRS = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && d.name !== 'page')
  .map((d) => d.name)
  .sort();

// The widgets that have options of their own, with their real schemas.
const SCHEMAS: Record<string, ConfigSchema> = { concierge: conciergeConfig, referral: referralConfig, 'yield-farming': yieldFarmingConfig };

// Every common option, by the type's own keys: a key missing here or extra fails to compile.
const COMMON_KEYS: Record<keyof CommonConfig, true> = { theme: true, api: true, loading: true, height: true };

describe('the widget catalog (gallery, docs, React wrapper)', () => {
  it('lists every widget script once, in the full page’s order', () => {
    expect(WIDGET_CATALOG.map((w) => w.name).sort()).toEqual(WIDGET_DIRS);
    expect(WIDGET_CATALOG.map((w) => w.name)).toEqual(PAGE_SECTIONS.map((s) => s.name));
  });

  it('names the common options every widget reads', () => {
    expect(COMMON_OPTIONS.map((o) => o.key)).toEqual(Object.keys(COMMON_KEYS));
  });

  it('describes exactly the options each widget’s schema reads, with their defaults and values', () => {
    for (const widget of WIDGET_CATALOG) {
      const schema = SCHEMAS[widget.name] ?? {};
      expect(widget.options.map((o) => o.key), widget.name).toEqual(Object.keys(schema));
      for (const option of widget.options) {
        const field = schema[option.key]!;
        expect(field.default, `${widget.name}.${option.key}`).toEqual(option.default);
        expect(option.attribute).toBe(attributeName(option.key));
        for (const value of option.values ?? []) expect(field.parse(value), `${widget.name}.${option.key}=${value}`).toBe(value);
        if (option.values) expect(field.parse('sideways')).toBeUndefined();
      }
    }
  });

  it('gives each widget the lazy height its script reserves', () => {
    for (const widget of WIDGET_CATALOG) {
      const source = readFileSync(`widgets/${widget.name}/index.ts`, 'utf8');
      expect(source, widget.name).toMatch(new RegExp(`defineWidget\\('${widget.name}', .*height: ${widget.height} \\}\\);`));
    }
  });

  it('gives the widgets without a schema of their own no options', () => {
    for (const widget of WIDGET_CATALOG) if (!(widget.name in SCHEMAS)) expect(widget.options, widget.name).toEqual([]);
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
            for (const m of readFileSync(`${dir}/${entry.name}`, 'utf8').matchAll(/emit\([^,]+,\s*'([\w:-]+)'/g)) emitted.add(m[1]!);
          }
        }
      };
      walk(`widgets/${widget.name}`);
      expect([...emitted].sort(), widget.name).toEqual([...widget.events].sort());
    }
  });

  it('matches the events orebit.d.ts declares', () => {
    const dts = readFileSync('types/orebit.d.ts', 'utf8');
    const block = dts.slice(dts.indexOf('interface Events {'), dts.indexOf('interface WidgetEvents {'));
    const declared = [...block.matchAll(/^\s+'([\w:-]+)':/gm)].map((m) => m[1]);
    const keys: Array<keyof WidgetEvents> = Object.keys(EVENT_DETAILS) as Array<keyof WidgetEvents>;
    expect(declared.sort()).toEqual(keys.sort());
  });

  it('matches the widgets and options orebit.d.ts declares', () => {
    const dts = readFileSync('types/orebit.d.ts', 'utf8');
    const options = dts.slice(dts.indexOf('interface WidgetOptions {'), dts.indexOf('type WidgetName'));
    for (const widget of WIDGET_CATALOG) {
      const quoted = widget.name.includes('-') ? `'${widget.name}'` : widget.name;
      const start = options.indexOf(`\n      ${quoted}: CommonOptions`);
      expect(start, `${widget.name} in Orebit.WidgetOptions`).toBeGreaterThan(-1);
      const own = options.slice(start + 1).match(/^[^\n]*CommonOptions(?:;| & \{.*?\n      \};)/s)![0];
      expect([...own.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1]), widget.name).toEqual(widget.options.map((o) => o.key));
      expect(dts, `<orebit-${widget.name}>`).toContain(`'orebit-${widget.name}': OrebitElementProps<'${widget.name}'>`);
    }
    const common = dts.slice(dts.indexOf('interface CommonOptions {'), dts.indexOf('interface WidgetOptions {'));
    expect([...common.matchAll(/^\s+(\w+)\?:/gm)].map((m) => m[1])).toEqual(COMMON_OPTIONS.map((o) => o.key));
  });
});
