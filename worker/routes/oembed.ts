import type { Context } from 'hono';
import { embedRenderer } from 'orebit:embed-renderer';
import { BRAND } from '../../contract/brand';
import { EMBED_MAX_HEIGHT, EMBED_PREFIX, EMBED_WIDTH, PREVIEW_SIZE } from '../../contract/embed';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { readCatalog } from './catalogs';

// The oEmbed provider (https://oembed.com, §2.2–2.3) for the embed pages: `GET /oembed?url=…`
// answers a `rich` embed whose html is a frame of that page, never our script. Any page may read
// it (no credentials, so `*`): consumers fetch it from servers (WordPress, Ghost, Iframely) and
// from browsers (Notion, editors' previews).

/** How long a consumer may keep an answer (s): it changes with the widget's release at most. */
const CACHE_AGE = 86_400;
/** Every answer's CORS: any page may read it, without credentials. */
export const OEMBED_CORS = { 'Access-Control-Allow-Origin': '*' };
const OPEN_CORS = { ...OEMBED_CORS, Vary: 'Accept-Encoding' };

/** An attribute value in double quotes. */
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A positive whole number of pixels from `raw`, or undefined when absent; NaN when not a number. */
function pixels(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  return /^\d+$/.test(raw) && +raw > 0 ? +raw : NaN;
}

/** `GET /oembed?url=…&maxwidth=…&maxheight=…&format=json`: the embed answer, or the error shape. */
export async function serveOembed(c: Context<{ Bindings: Env }>): Promise<Response> {
  const format = c.req.query('format') ?? 'json';
  if (format !== 'json')
    throw new ApiError(501, 'format_not_served', `This provider answers format=json only, not ${format}.`, OPEN_CORS);
  const raw = c.req.query('url');
  if (!raw) throw new ApiError(400, 'url_missing', 'Give the embed page’s address as url=.', OPEN_CORS);
  const maxWidth = pixels(c.req.query('maxwidth'));
  const maxHeight = pixels(c.req.query('maxheight'));
  if (Number.isNaN(maxWidth) || Number.isNaN(maxHeight))
    throw new ApiError(400, 'bad_size', 'maxwidth and maxheight are whole numbers of pixels.', OPEN_CORS);
  const origin = new URL(c.req.url).origin;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError(404, 'not_an_embed', `${raw} is not an address.`, OPEN_CORS);
  }
  const ours = url.origin === origin || url.origin === BRAND.siteUrl;
  const name = url.pathname.startsWith(EMBED_PREFIX) ? url.pathname.slice(EMBED_PREFIX.length) : '';
  const widget = ours ? embedRenderer.widget(name) : undefined;
  if (!widget)
    throw new ApiError(
      404,
      'not_an_embed',
      `${raw} is not an embed page of ${origin} (${origin}${EMBED_PREFIX}<widget>).`,
      OPEN_CORS,
    );
  // The frame is served by this origin, whichever of ours the URL named.
  // In the language of the URL it was asked about (its `locale`), English when that cannot be read.
  const catalog = await readCatalog(c, url.searchParams.get('locale') ?? 'en').catch(() => undefined);
  const page = embedRenderer.locate(name, url.searchParams, origin, catalog)!;
  const width = Math.min(maxWidth ?? EMBED_WIDTH, EMBED_WIDTH);
  // The URL's `height=` may be any number (1e300): the answer's is at most EMBED_MAX_HEIGHT.
  const height = Math.min(maxHeight ?? page.height, page.height, EMBED_MAX_HEIGHT);
  const title = `${page.title} — ${BRAND.name}`;
  // A frame of the page at its container's full width up to `width`: hosts that pass on no height
  // message keep `height`. The width attribute says 100% because hosts drop the style (WordPress
  // does): a fixed width would stick out of a phone's column.
  // Before it, a link to the page in a hidden blockquote, as WordPress's own post embeds have: WordPress
  // loads its resizing script (wp-embed) only for an answer with one, shows the link (its filter
  // drops `hidden`) until the frame's first message, then the frame.
  // Both in a block of their own: a host that puts the html in its content as it is (a WordPress
  // that trusts us, a CMS's HTML field) places the block in its column as it places its paragraphs;
  // a bare inline frame would sit at the content's left edge. WordPress without trust keeps the
  // blockquote and the frame alone (its filter), where the plugin gives them the same block.
  const html =
    '<div class="orebit-embed">' +
    `<blockquote hidden><a href="${attr(page.url)}">${attr(title)}</a></blockquote>` +
    `<iframe src="${attr(page.url)}" width="100%" height="${height}" title="${attr(title)}" ` +
    `loading="lazy" frameborder="0" style="border:0;width:100%;max-width:${width}px"></iframe></div>`;
  // A consumer asking for less than the preview gets no thumbnail rather than a larger one.
  const thumbnail =
    (maxWidth ?? PREVIEW_SIZE.width) >= PREVIEW_SIZE.width && (maxHeight ?? PREVIEW_SIZE.height) >= PREVIEW_SIZE.height;
  return c.json(
    {
      version: '1.0',
      type: 'rich',
      title,
      provider_name: BRAND.name,
      provider_url: `${BRAND.siteUrl}/`,
      cache_age: CACHE_AGE,
      html,
      width,
      height,
      ...(thumbnail && {
        thumbnail_url: page.image,
        thumbnail_width: PREVIEW_SIZE.width,
        thumbnail_height: PREVIEW_SIZE.height,
      }),
    },
    200,
    { ...OPEN_CORS, 'Cache-Control': `public, max-age=${CACHE_AGE}` },
  );
}
