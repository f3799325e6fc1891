import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { servePartnerPage, type PartnerPage } from './partner-page';

// The pinned snippet (docs/embedding.md#pinning-a-version-with-integrity-sri) on a partner page of another
// origin: a partner server of its own on another port serves a page whose snippet carries the
// integrity the manifest lists. Both stay on loopback, as Chromium's local network access rules
// refuse a page of unknown address (one Playwright fulfils) loading from 127.0.0.1.

const base = inject('baseUrl');
const browser = browserPerFile();

interface Manifest {
  version: string;
  files: Record<string, { integrity: string }>;
}

let snippet: { src: string; integrity: string };
let partner: PartnerPage;
let partnerUrl: string;

beforeAll(async () => {
  // What a partner does: read the manifest, pin the current version with its integrity.
  const manifest: Manifest = await (await fetch(`${base}/widgets/manifest.json`)).json();
  const file = `v${manifest.version}/yield-farming.js`;
  snippet = { src: `${base}/widgets/${file}`, integrity: manifest.files[file]!.integrity };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner blog</title><link rel="icon" href="data:,"></head><body>
  <div id="sidebar" style="width: 360px">
    <script src="${snippet.src}" integrity="${snippet.integrity}" crossorigin="anonymous" data-view="calculator" async></script>
  </div></body></html>`;
  partner = await servePartnerPage(html);
  partnerUrl = partner.origin;
});

afterAll(async () => {
  await partner?.close();
});

describe('the pinned snippet on another origin', () => {
  it('loads the versioned script with the manifest integrity and renders the widget', async () => {
    expect(snippet.integrity).toMatch(/^sha384-/);
    expect(new URL(partnerUrl).origin).not.toBe(new URL(base).origin);
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    const scriptRequest = page.waitForRequest(snippet.src);
    await page.goto(partnerUrl);
    // crossorigin="anonymous" made it a CORS request from the partner's origin.
    expect(await (await scriptRequest).headerValue('origin')).toBe(partnerUrl);
    const widget = page.locator('orebit-yield-farming');
    await expect.poll(() => widget.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('refuses the script with one byte changed: no widget, and Chromium logs the integrity failure', async () => {
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    await page.route(snippet.src, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      // One letter inside a string literal: still valid JavaScript, so only SRI can stop it.
      const at = body.indexOf('Staking Calculator');
      expect(at).toBeGreaterThan(0);
      body[at] = 's'.charCodeAt(0);
      await route.fulfill({ response, body });
    });
    await page.goto(partnerUrl);
    await page.waitForLoadState('load');
    await expect
      .poll(() => logs.find((l) => l.includes("Failed to find a valid digest in the 'integrity' attribute")))
      .toMatch(
        new RegExp(
          `^error: .*resource '${snippet.src}' with computed SHA-384 integrity '[^']+'\\. The resource has been blocked\\.`,
        ),
      );
    // Refused for its digest alone: the CORS check passed.
    expect(logs.filter((l) => l.includes('CORS'))).toEqual([]);
    expect(
      await page.evaluate(() => ({
        hosts: document.querySelectorAll('orebit-yield-farming').length,
        registry: 'Orebit' in window,
      })),
    ).toEqual({ hosts: 0, registry: false });
    await page.close();
  });
});
