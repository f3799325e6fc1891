import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOG } from './catalog';
import { MEASURED_STEPS } from './measured-heights';
import {
  RESERVE_TOLERANCE,
  RESERVE_WIDTHS,
  heightKey,
  reservationFor,
  reserveCss,
  reservedHeightAt,
  reserveMarkup,
  reserveSteps,
  type ReserveStep,
} from './reserve';
import { embedSnippet, widgetElement } from './snippet';

/** What a browser makes of reserveCss's padding-top in a host `width` px wide (`100%` is the width). */
function paddingAt(css: string, width: number): number {
  const [, body] = /^padding-top:(?:calc\((.*)\)|(\d+)px)$/.exec(css) ?? [];
  if (!body) return Number(/^padding-top:(\d+)px$/.exec(css)![1]);
  const [first, ...terms] = body.split(/ (?=[+-] \d+\*clamp)/);
  let total = Number(/^(\d+)px$/.exec(first!)![1]);
  for (const term of terms) {
    const [, sign, factor, from] = /^([+-]) (\d+)\*clamp\(0px,(\d+)px - 100%,1px\)$/.exec(term)!;
    const unit = Math.min(1, Math.max(0, Number(from) - width));
    total += (sign === '-' ? -1 : 1) * Number(factor) * unit;
  }
  return total;
}

describe('reserveSteps', () => {
  it('keeps every height within the tolerance with the fewest steps', () => {
    const widths = [320, 328, 336, 344, 352];
    expect(reserveSteps([500, 496, 340, 337, 337], widths, 11)).toEqual([
      { minWidth: 320, height: 498 },
      { minWidth: 336, height: 339 },
    ]);
  });

  it('keeps every height as measured with no tolerance', () => {
    expect(reserveSteps([10, 20, 20], [1, 2, 3], 0)).toEqual([
      { minWidth: 1, height: 10 },
      { minWidth: 2, height: 20 },
    ]);
  });
});

describe('reserveCss', () => {
  const steps: ReserveStep[] = [
    { minWidth: 320, height: 496 },
    { minWidth: 528, height: 337 },
    { minWidth: 900, height: 360 },
  ];

  it('writes one height as it is', () => {
    expect(reserveCss([{ minWidth: 0, height: 560 }])).toBe('padding-top:560px');
  });

  it('writes the steps as the widest one’s height plus the differences below each step', () => {
    expect(reserveCss(steps)).toBe(
      'padding-top:calc(360px + 159*clamp(0px,528px - 100%,1px) - 23*clamp(0px,900px - 100%,1px))',
    );
  });

  it('reserves each step’s height from its width on, in a browser’s arithmetic', () => {
    for (const width of [300, 320, 527, 528, 899, 900, 1280])
      expect(paddingAt(reserveCss(steps), width), `${width} px`).toBe(reservedHeightAt(steps, width));
  });
});

describe('reservationFor', () => {
  it('reserves the calculator alone, not the section, with data-view="calculator"', () => {
    const calculator = reservationFor('yield-farming', { 'data-view': 'calculator' })!;
    expect(reservedHeightAt(calculator, 1280)).toBeLessThan(reservedHeightAt(reservationFor('yield-farming')!, 1280));
    expect(calculator).toEqual(
      MEASURED_STEPS['yield-farming data-view=calculator']!.map(([minWidth, height]) => ({ minWidth, height })),
    );
  });

  it('reserves data-height at every width when it is a positive number, the measured heights otherwise', () => {
    expect(reservationFor('referral', { 'data-height': '900' })).toEqual([{ minWidth: 0, height: 900 }]);
    for (const bad of ['0', '-40', 'tall', ''])
      expect(reservationFor('referral', { 'data-height': bad }), bad).toEqual(reservationFor('referral'));
  });

  it('reserves nothing for the floating concierge, which takes no room', () => {
    expect(reservationFor('concierge', { 'data-mode': 'floating' })).toBeNull();
    expect(widgetElement('concierge', [['data-mode', 'floating']])).toBe(
      '<div data-orebit-widget="concierge" data-mode="floating"></div>',
    );
  });

  it('has measured steps for every widget and every option value that changes its size', () => {
    const keys = WIDGET_CATALOG.flatMap(({ name, options }) => [
      heightKey(name),
      ...options.flatMap(({ attribute, heights }) =>
        Object.keys(heights ?? {}).map((value) => heightKey(name, { [attribute]: value })),
      ),
    ]);
    expect(Object.keys(MEASURED_STEPS).sort()).toEqual(keys.sort());
    for (const steps of Object.values(MEASURED_STEPS)) {
      expect(steps[0]![0]).toBe(RESERVE_WIDTHS[0]);
      expect(steps.every(([, height]) => height >= 0)).toBe(true);
    }
    expect(RESERVE_TOLERANCE).toBeLessThan(12);
  });
});

describe('embedSnippet', () => {
  it('gives the element with its options and reservation, then the script', () => {
    expect(embedSnippet('yield-farming', [['data-view', 'calculator']], 'https://host/widgets/yield-farming.js')).toBe(
      `<div data-orebit-widget="yield-farming" data-view="calculator"><div style="${reserveCss(reservationFor('yield-farming', { 'data-view': 'calculator' })!)}"></div></div>\n` +
        '<script src="https://host/widgets/yield-farming.js" async></script>',
    );
  });

  it('escapes the values it writes into attributes', () => {
    expect(widgetElement('referral', [['data-ref-code', '"><script>']])).toMatch(
      /^<div data-orebit-widget="referral" data-ref-code="&quot;&gt;&lt;script&gt;"><div style="/,
    );
  });
});

describe('the examples of README.md and docs/embedding.md', () => {
  it('reserve what the measured table gives for their widget and options (else: copy them from the gallery)', () => {
    const examples = ['README.md', 'docs/embedding.md'].flatMap((path) =>
      [
        ...readFileSync(path, 'utf8').matchAll(
          /<(?:div data-orebit-widget="([a-z-]+)"|orebit-([a-z-]+))((?: data-[a-z-]+="[^"]*")*)>(<div style="[^"]*"><\/div>)?/g,
        ),
      ].map(([, element, custom, attributes, child]) => ({
        path,
        name: (element ?? custom)!,
        attributes: attributes!,
        child,
      })),
    );
    expect(examples.length).toBeGreaterThan(4);
    for (const { path, name, attributes, child } of examples) {
      const given = Object.fromEntries(
        [...attributes.matchAll(/ (data-[a-z-]+)="([^"]*)"/g)].map(([, a, v]) => [a!, v!]),
      );
      expect(child ?? '', `${path}: ${name}${attributes}`).toBe(reserveMarkup(reservationFor(name, given)));
    }
  });
});
