import ogs from 'open-graph-scraper';
import { unfurl } from 'unfurl.js';
import { describe, expect, inject, it } from 'vitest';
import { frameHeightOf, WIDGET_CATALOG } from '../../widgets/catalog';

// The embed page as consumers nobody here wrote read it, from its address alone: an oEmbed
// consumer that discovers the answer from the page's link (unfurl.js), and a link-preview scraper
// that reads its Open Graph and Twitter tags (open-graph-scraper), as a platform's card would.

const base = inject('baseUrl');
const CALCULATOR = `${base}/embed/yield-farming?view=calculator&amount=5000`;

describe('the embed page read by open-source consumers', () => {
  it('gives an oEmbed consumer the rich answer it discovers from the page', async () => {
    const result = await unfurl(CALCULATOR, { oembed: true });
    expect(result.oEmbed).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Yield farming and staking calculator — Orebit',
      provider_name: 'Orebit',
      width: 640,
      // The calculator alone, framed 640 px wide.
      height: frameHeightOf(
        WIDGET_CATALOG.find((w) => w.name === 'yield-farming')!,
        (attribute) => (attribute === 'data-view' ? 'calculator' : undefined),
      ),
    });
    // Its thumbnail is the calculator's own picture, not the whole section's.
    expect(result.oEmbed?.thumbnails?.[0]?.url).toBe(`${base}/previews/yield-farming-calculator.jpg`);
    const html = (result.oEmbed as { html: string }).html;
    // (unfurl.js hands the html over with its entities decoded.)
    expect(html).toMatch(
      /^<div class="orebit-embed"><blockquote hidden><a href="[^"]+">[^<]+<\/a><\/blockquote><iframe src="[^"]+\/embed\/yield-farming\?view=calculator&(amp;)?amount=5000" /,
    );
    expect(html).toContain('title="Yield farming and staking calculator — Orebit" loading="lazy"');
    // The frame it would show is the calculator with its amount, rendered.
    const framed = await (await fetch(CALCULATOR)).text();
    expect(framed).toContain('value="5000"');
  });

  it('gives a link-preview scraper a title, a description and a 1200 × 630 image', async () => {
    const { result, error } = await ogs({ url: CALCULATOR });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe('Yield farming and staking calculator — Orebit');
    // The calculator alone, in a reader's words: what it works out, not its formula.
    expect(result.ogDescription).toBe(
      'Work out what staking your tokens would earn: enter an amount, a yearly rate and a number of days.',
    );
    expect(result.twitterDescription).toBe(result.ogDescription);
    expect(result.ogSiteName).toBe('Orebit');
    expect(result.twitterCard).toBe('summary_large_image');
    const [image] = result.ogImage ?? [];
    expect(image).toMatchObject({ width: '1200', height: '630' });
    // The calculator's own picture, not the whole section's.
    expect(image!.url).toBe(`${base}/previews/yield-farming-calculator.jpg`);
    const picture = await fetch(new URL(image!.url, base));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });
});
