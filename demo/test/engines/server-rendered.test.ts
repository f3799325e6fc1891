import { describe, expect, it } from 'vitest';
import { PAGE_SECTIONS } from '../../../widgets/page/sections';
import { SECTION_TEXTS } from '../section-texts';
import {
  hydrationReport,
  probeServerRender,
  scrollThroughSections,
  type ServerRenderProbe,
} from '../server-render-probe';
import { ENGINES, useEngine } from './engine';

// The server-rendered official page in Firefox and WebKit, as server-rendered.test.ts checks it in
// Chromium: each section styled in the first frame it is on screen (the stylesheet each root links
// must not let WebKit paint a frame without it), every section's texts, and hydration that keeps
// every node the parser made, with nothing logged.

const NAMES = PAGE_SECTIONS.map((section) => section.name);

describe.each(ENGINES)('%s', (name) => {
  // The sections' stylesheet a second late: the first frames come before it, unless it holds them.
  const engine = useEngine(name, { probe: probeServerRender, slow: /^\/sections\./ });

  it('renders every section styled from its first frame, and hydrates them keeping every node', async () => {
    const page = await engine().open(`${engine().base}/`);
    try {
      // Each section hydrates as the reader reaches it.
      await page.evaluate(scrollThroughSections);
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                (window as unknown as { Orebit?: { instances: Map<Element, unknown> } }).Orebit?.instances.size ?? 0,
            ),
          {
            timeout: 20_000,
          },
        )
        .toBe(NAMES.length);
      const probe = await page.evaluate(
        () => (window as unknown as { __serverRender: ServerRenderProbe }).__serverRender,
      );
      expect(probe.firstFrames.map((f) => f.name).sort()).toEqual([...NAMES].sort());
      expect(probe.firstFrames.filter((f) => !f.styled)).toEqual([]);
      expect(probe.nodes).toBeGreaterThan(1000);
      expect(await page.evaluate(hydrationReport)).toEqual({
        kept: probe.nodes,
        replaced: [],
        added: [],
        leftovers: 0,
      });
      const texts = await page.evaluate(() =>
        [...document.querySelectorAll('#orebit-page > [server-rendered]')].map((host) => [
          host.localName.slice('orebit-'.length),
          host.shadowRoot!.textContent!,
        ]),
      );
      expect(texts.map(([section]) => section)).toEqual(NAMES);
      for (const [section, text] of texts) expect(text, section).toContain(SECTION_TEXTS[section!]);
      expect(await page.logs()).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lands exactly on the section a loaded address names, though the sections above it are not yet drawn', async () => {
    // The sections below the first screen keep placeholders' heights until drawn; those above the
    // target must be drawn for the landing to be exact (the rule that matches them is :target's).
    const page = await engine().open(`${engine().base}/#news`);
    try {
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById('news')!.getBoundingClientRect().top)))
        .toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
    } finally {
      await page.close();
    }
  });
});
