import { describe, expect, it } from 'vitest';
import { countLeftovers, mountAndRemove, trackTimersAndListeners, type MountCycle } from '../spa-probes';
import { ENGINES, useEngine, type EnginePage } from './engine';

// The SPA demo page in Firefox and in WebKit: widgets mounted through the router and removed again,
// through custom elements and through Orebit.mount / destroy, and nothing left behind, counted by
// the same in-page probes as in Chromium (spa-probes.ts). The heap is not measured here: neither
// engine lets a test force a garbage collection (see docs/testing.md#other-engines-firefox-and-webkit).

const WIDGETS = ['hero', 'news', 'community', 'concierge', 'referral', 'yield-farming', 'wallets'];
/** Mounts counted, half through elements and half through Orebit.mount. */
const MOUNTS = 140;
const BATCH = 10;

/** Shows `name` in the SPA's view, the way its router does, and waits until it has rendered. */
async function route(page: EnginePage, name: string) {
  await page.evaluate((n) => (location.hash = n), name);
  await expect
    .poll(() =>
      page.evaluateOn(`#view > orebit-${name}`, (el) => el?.shadowRoot?.querySelector('.orebit-root') != null),
    )
    .toBe(true);
}

const cycle = (page: EnginePage, way: MountCycle['way'], from: number, count: number) =>
  page.evaluate(mountAndRemove, { way, from, count, names: WIDGETS, batch: BATCH });

describe.each(ENGINES)('%s', (name) => {
  const engine = useEngine(name);

  it(`mounts through the router and by code, and leaves no instance, poller, timer, bus handler or listener after ${MOUNTS} mounts and removals`, async () => {
    const page = await engine().open(`${engine().base}/demo/spa.html`);
    // Every module script has defined its widget, and the hero shows.
    await expect
      .poll(() => page.evaluate((names) => names.every((n) => window.Orebit?.widgets.has(n)), WIDGETS), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect
      .poll(
        () => page.evaluateOn('#view > orebit-hero', (el) => el?.shadowRoot?.querySelector('.orebit-root') != null),
        { timeout: 20_000 },
      )
      .toBe(true);
    for (const widget of [...WIDGETS.slice(1), 'hero', 'news']) await route(page, widget);
    expect(await page.count('#view > *')).toBe(1);
    expect(await page.evaluate(() => window.Orebit!.instances.size)).toBe(1);
    // News is the only widget left: one poll (news), none for the hero's prices or the forum.
    await expect.poll(() => page.evaluate(() => window.Orebit!.queries!.activeTimers()), { timeout: 15_000 }).toBe(1);

    // From here every timer and window/document listener is counted. Empty the view, then a
    // warm-up round of every widget both ways: the query cache holds its answers, sheets are grown.
    await page.evaluate(trackTimersAndListeners);
    await page.evaluate(() => document.getElementById('view')!.replaceChildren());
    expect(await cycle(page, 'element', 0, WIDGETS.length)).toBe(WIDGETS.length);
    expect(await cycle(page, 'mount', 0, WIDGETS.length)).toBe(WIDGETS.length);
    await expect
      .poll(() => page.evaluate(countLeftovers), { timeout: 15_000 })
      .toMatchObject({ instances: 0, polls: 0, timers: [] });
    const warm = await page.evaluate(countLeftovers);
    expect(warm).toMatchObject({ instances: 0, polls: 0 });
    // The only bus handler left is the page's toast region's (a toast-raising widget creates it once).
    expect(warm.busHandlers).toBe(warm.toastRegion);

    let rendered = 0;
    for (let from = 0; from < MOUNTS / 2; from += 35) {
      rendered += await cycle(page, 'element', from, 35);
      rendered += await cycle(page, 'mount', from, 35);
    }
    expect(rendered).toBe(MOUNTS);
    // Fetches still in flight end and after-paint timers run; then nothing more than after the warm-up.
    await expect.poll(() => page.evaluate(countLeftovers), { timeout: 15_000 }).toEqual({ ...warm, timers: [] });
    expect(await page.evaluate(() => document.querySelectorAll('body > div').length)).toBe(0);
    expect(await page.logs()).toEqual([]);
    await page.close();
  });
});
