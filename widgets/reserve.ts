// The space a snippet reserves for its widget before the widget's script has run, so that nothing
// of the host page moves when the widget shows (docs/embedding.md#reserving-the-space). The heights
// are measured: scripts/measure-heights.ts mounts each widget in a host as wide as each of
// RESERVE_WIDTHS and keeps the few steps (from this width on, this height) that stay within
// RESERVE_TOLERANCE px of every height it measured, in widgets/measured-heights.ts. A reservation is
// one CSS declaration made of those steps, on an empty child of the widget's element:
//   <div data-orebit-widget="yield-farming" data-view="calculator"><div style="padding-top:…"></div></div>
// A vertical padding in % is a share of the element's own width, so the reservation follows the
// width the host page gives the widget, with no media query and no <style> element (which hosts
// strip from posts). A child: once the script gives the element its shadow root, the browser no
// longer renders the element's children, so the reservation goes by itself, the same instant the
// widget shows, with no code in the widget's script; and a height or min-height the host page sets
// on the element still decides the element's box. Not bundled into any widget script.
import { MEASURED_STEPS } from './measured-heights';

/** The host widths (px) the heights are measured at: 320 to 1280 px, every 8 px. */
export const RESERVE_WIDTHS: readonly number[] = Array.from({ length: 121 }, (_, i) => 320 + i * 8);

/** How far (px) a reservation may be from the widget's measured height at any width: half a line of text. */
export const RESERVE_TOLERANCE = 11;

/** From `minWidth` px (up to the next step's), the widget is `height` px tall. */
export interface ReserveStep {
  readonly minWidth: number;
  readonly height: number;
}

/**
 * The fewest steps (widest first is last) that keep within `tolerance` px of `heights` measured at
 * `widths`: a step lasts while the heights it covers span at most twice the tolerance, and reserves
 * their middle.
 */
export function reserveSteps(
  heights: readonly number[],
  widths: readonly number[] = RESERVE_WIDTHS,
  tolerance = RESERVE_TOLERANCE,
): ReserveStep[] {
  const steps: ReserveStep[] = [];
  for (let i = 0; i < heights.length;) {
    let low = heights[i]!;
    let high = low;
    let j = i + 1;
    for (; j < heights.length; j++) {
      const next = heights[j]!;
      if (Math.max(high, next) - Math.min(low, next) > 2 * tolerance) break;
      low = Math.min(low, next);
      high = Math.max(high, next);
    }
    steps.push({ minWidth: widths[i]!, height: Math.round((low + high) / 2) });
    i = j;
  }
  return steps;
}

/** The height `steps` reserve in a host `width` px wide. */
export function reservedHeightAt(steps: readonly ReserveStep[], width: number): number {
  let height = steps[0]!.height;
  for (const step of steps) if (width >= step.minWidth) height = step.height;
  return height;
}

/**
 * `steps` as a CSS declaration: the widest step's height, plus each narrower step's difference
 * while the host is narrower than where the next step starts (`clamp(0px, <start> - 100%, 1px)` is
 * 1px below that width and 0 from it on; 100% is the host's width).
 */
export function reserveCss(steps: readonly ReserveStep[]): string {
  return `padding-top:${reserveLength(steps)}`;
}

/** The length of reserveCss's padding-top (for a style object: React's `paddingTop`). */
export function reserveLength(steps: readonly ReserveStep[]): string {
  const last = steps.at(-1)!;
  if (steps.length === 1) return `${last.height}px`;
  const terms = steps.slice(1).map((step, i) => {
    const difference = steps[i]!.height - step.height;
    return `${difference < 0 ? '-' : '+'} ${Math.abs(difference)}*clamp(0px,${step.minWidth}px - 100%,1px)`;
  });
  return `calc(${last.height}px ${terms.join(' ')})`;
}

/** The key of a measured case: the widget's name, then the size-changing options given (`yield-farming data-view=calculator`). */
export function heightKey(name: string, attributes: Readonly<Record<string, string>> = {}): string {
  return [name, ...Object.entries(attributes).map(([attribute, value]) => `${attribute}=${value}`)].join(' ');
}

/** A reservation: its steps (widest last), or none for a widget that takes no room (the floating concierge). */
export type Reservation = readonly ReserveStep[] | null;

/**
 * What widget `name` with `attributes` (its `data-*` options) reserves: a valid `data-height`
 * (a positive number of px) as it is; no room for the floating concierge; else the measured steps of
 * the first option value with heights of its own, or of the widget's defaults. Undefined for a name
 * nothing was measured for.
 */
export function reservationFor(
  name: string,
  attributes: Readonly<Record<string, string>> = {},
): Reservation | undefined {
  const given = Number(attributes['data-height']);
  if (attributes['data-height'] !== undefined && given > 0) return [{ minWidth: 0, height: Math.round(given) }];
  if (name === 'concierge' && attributes['data-mode'] === 'floating') return null;
  const steps =
    Object.entries(attributes)
      .map(([attribute, value]) => MEASURED_STEPS[heightKey(name, { [attribute]: value })])
      .find(Boolean) ?? MEASURED_STEPS[name];
  return steps?.map(([minWidth, height]) => ({ minWidth, height }));
}

/** The reserving child of a snippet's element: `<div style="padding-top:…"></div>`, or '' when there is nothing to reserve. */
export function reserveMarkup(reservation: Reservation | undefined): string {
  return reservation ? `<div style="${reserveCss(reservation)}"></div>` : '';
}
