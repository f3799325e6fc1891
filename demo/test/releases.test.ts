import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { REGISTRY_PROTOCOL as PROTOCOL } from '../../widgets/_runtime/registry';

// Two releases on one page: an affiliate's widgets pinned to this release (/widgets/v<version>/…)
// beside widgets of the next release, loaded evergreen (/widgets/<name>.js). The next release is
// built here from the same source with a test-only version, once with this release's registry
// protocol (the two share one registry) and once with the next protocol (a changed runtime: each
// keeps its own). Both sets must mount, update, send their events and go away cleanly, whichever
// release loads first.

const base = inject('baseUrl');
const browser = browserPerFile();
const { version } = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as { version: string };
const NEXT = '9.9.9-test';

const OLDER = ['referral', 'news'] as const;
const NEWER = ['yield-farming', 'hero'] as const;
const builds = mkdtempSync(join(tmpdir(), 'orebit-releases-'));
const nextRelease = { same: join(builds, 'same'), changed: join(builds, 'changed') };

beforeAll(() => {
  const node = existsSync('node_modules/node/bin/node') ? 'node_modules/node/bin/node' : process.execPath;
  for (const [kind, protocol] of [
    ['same', PROTOCOL],
    ['changed', PROTOCOL + 1],
  ] as const) {
    const result = spawnSync(
      node,
      ['demo/test/build-release.ts', nextRelease[kind], NEXT, String(protocol), ...NEWER],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
  }
}, 180_000);
afterAll(() => rmSync(builds, { recursive: true, force: true }));

/** The host page: both sets' elements, then the two releases' scripts in `order`. */
function hostPage(order: 'older first' | 'newer first'): string {
  const older = OLDER.map((name) => `<script src="/widgets/v${version}/${name}.js"></script>`).join('');
  const newer = NEWER.map((name) => `<script src="/widgets/${name}.js"></script>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two releases</title></head><body><main>
    <div id="referral" data-orebit-widget="referral" data-ref-code="BOTH42"></div>
    <div id="news" data-orebit-widget="news"></div>
    <div id="yield-farming" data-orebit-widget="yield-farming" data-view="calculator"></div>
    <div id="hero" data-orebit-widget="hero"></div>
  </main>${order === 'older first' ? older + newer : newer + older}</body></html>`;
}

async function open(kind: 'same' | 'changed', order: 'older first' | 'newer first') {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    // The clipboard, recorded instead of used; and every widget event that reaches the document.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } });
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    for (const type of ['referral:copy', 'calculator:calculate'])
      document.addEventListener(type, (e) => heard.push(`${type} from #${(e.target as Element).id}`));
  });
  for (const name of NEWER) {
    await page.route(`${base}/widgets/${name}.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(nextRelease[kind], `${name}.js`), 'utf8'),
      }),
    );
  }
  await page.route(`${base}/two-releases`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(order) }),
  );
  await page.goto(`${base}/two-releases`);
  return { page, logs };
}

/** What each host shows: its widget's name and theme, or null before it mounts. */
function shown(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-orebit-widget]')].map((host) => {
        const root = host.shadowRoot?.querySelector<HTMLElement>('.orebit-root');
        return [host.id, root && root.childElementCount ? `${root.dataset.widget} ${root.dataset.theme}` : null];
      }),
    ),
  );
}

/** The page's registries: each release's widgets and mounted instances, by protocol. */
function registries(page: Page, protocols: number[]) {
  return page.evaluate(
    (list) =>
      list.map((protocol) => {
        const registry = (
          window as unknown as Record<
            symbol,
            { release: string; widgets: Map<string, unknown>; instances: Map<Element, unknown> } | undefined
          >
        )[Symbol.for(protocol === 1 ? 'orebit.registry' : `orebit.registry.${protocol}`)];
        return registry
          ? {
              protocol,
              release: registry.release,
              widgets: [...registry.widgets.keys()].sort(),
              instances: registry.instances.size,
            }
          : null;
      }),
    protocols,
  );
}

describe('two releases on one page', () => {
  for (const kind of ['same', 'changed'] as const) {
    for (const order of ['older first', 'newer first'] as const) {
      it(`${kind === 'same' ? 'same registry protocol' : 'changed registry protocol'}, ${order}: both sets mount, update, send events and go away`, async () => {
        const { page, logs } = await open(kind, order);
        const everyone = {
          referral: 'referral dark',
          news: 'news dark',
          'yield-farming': 'yield-farming dark',
          hero: 'hero dark',
        };
        await expect.poll(() => shown(page)).toEqual(everyone);

        // Which registries hold which widgets.
        const [ours, next] = await registries(page, [PROTOCOL, PROTOCOL + 1]);
        if (kind === 'same') {
          expect(ours!.widgets).toEqual([...OLDER, ...NEWER].sort());
          expect(ours!.release).toBe(order === 'older first' ? version : NEXT);
          expect(next).toBeNull();
        } else {
          expect(ours).toMatchObject({ release: version, widgets: [...OLDER].sort(), instances: 2 });
          expect(next).toMatchObject({ release: NEXT, widgets: [...NEWER].sort(), instances: 2 });
          // window.Orebit belongs to whichever release came first.
          expect(await page.evaluate(() => window.Orebit?.release)).toBe(order === 'older first' ? version : NEXT);
        }

        // Update: a new data-theme re-styles every widget in place.
        await page.evaluate(() =>
          document.querySelectorAll('[data-orebit-widget]').forEach((host) => host.setAttribute('data-theme', 'light')),
        );
        await expect
          .poll(() => shown(page))
          .toEqual({
            referral: 'referral light',
            news: 'news light',
            'yield-farming': 'yield-farming light',
            hero: 'hero light',
          });

        // Events: one from each release's widgets.
        await page.locator('#referral').getByRole('button', { name: 'Copy link' }).click();
        await page.locator('#yield-farming').getByRole('button', { name: 'Calculate' }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
          .toEqual(['referral:copy from #referral', 'calculator:calculate from #yield-farming']);

        // Destroy: removing the hosts unmounts every widget and frees every instance.
        const hosts = await page.evaluateHandle(() =>
          [...document.querySelectorAll('[data-orebit-widget]')].map((host) => (host.remove(), host)),
        );
        await expect
          .poll(() => hosts.evaluate((list) => list.map((host) => host.shadowRoot!.childNodes.length)))
          .toEqual([0, 0, 0, 0]);
        expect((await registries(page, [PROTOCOL, PROTOCOL + 1])).filter(Boolean).map((r) => r!.instances)).toEqual(
          kind === 'same' ? [0] : [0, 0],
        );

        const warnings = logs.filter((line) => !line.startsWith('log:') && !line.startsWith('info:'));
        if (kind === 'same') expect(warnings).toEqual([]);
        else {
          const [first, second] = order === 'older first' ? [version, NEXT] : [NEXT, version];
          expect(warnings).toEqual([
            `warning: [orebit] Release ${second} runs beside ${first}: each keeps its own registry; window.Orebit is ${first}'s.`,
          ]);
        }
        await page.close();
      });
    }
  }

  it('leaves an element showing another release’s widget alone, with one warning', async () => {
    const { page, logs } = await open('changed', 'older first');
    await expect.poll(() => shown(page).then((s) => s.referral)).toBe('referral dark');
    // The next release's calculator script, asked to mount into the older release's referral host.
    const result = await page.evaluate(() => {
      const next = (window as unknown as Record<symbol, { mount(el: Element, name: string): unknown } | undefined>)[
        Symbol.for('orebit.registry.' + String(Number(window.Orebit!.protocol) + 1))
      ]!;
      next.mount(document.getElementById('referral')!, 'yield-farming');
      return document.getElementById('referral')!.shadowRoot!.querySelector<HTMLElement>('.orebit-root')!.dataset
        .widget;
    });
    expect(result).toBe('referral');
    expect(logs.filter((line) => line.includes("shows another release's widget; left alone"))).toHaveLength(1);
    await page.close();
  });
});
