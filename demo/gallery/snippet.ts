// The embed snippets the gallery hands out: the widget's element with the chosen options as data-*
// attributes and the reservation of its space at the width it gets (widgets/snippet.ts), then the
// widget's pinned script with its integrity; and, for platforms that run no script of ours, the
// widget's embed page with the same options (docs/embedding.md#embed-by-link) and a frame of it.
import { EMBED_MAX_HEIGHT } from '../../contract/embed';
import { embedSnippet, escapeAttribute } from '../../widgets/snippet';

/** What the gallery reads from /widgets/manifest.json. */
export interface Manifest {
  version: string;
  files: Record<string, { integrity: string } | undefined>;
}

/** A pinned, immutable widget script: its absolute URL and its SRI integrity. */
export interface PinnedScript {
  src: string;
  integrity: string;
}

/** The pinned script of widget `name` served from `origin`, or undefined when the manifest lacks it. */
export function pinnedScript(manifest: Manifest, origin: string, name: string): PinnedScript | undefined {
  const file = `v${manifest.version}/${name}.js`;
  const integrity = manifest.files[file]?.integrity;
  return integrity ? { src: `${origin}/widgets/${file}`, integrity } : undefined;
}

/**
 * The snippet of widget `name`: its element (`<div data-orebit-widget data-…>` holding its space),
 * then `<script src integrity crossorigin async>`.
 */
export function snippetFor(
  name: string,
  script: PinnedScript,
  attributes: ReadonlyArray<readonly [string, string]>,
): string {
  return embedSnippet(name, attributes, script.src, [
    ['integrity', script.integrity],
    ['crossorigin', 'anonymous'],
  ]);
}

/** The attributes an embed page does not take: its API is its own origin's, and it never loads lazily. */
const NOT_IN_EMBED_URL = new Set(['data-api', 'data-loading']);

/** The embed page of widget `name` at `origin` with the chosen `attributes` as its query (`data-view` → `view`). */
export function embedUrl(origin: string, name: string, attributes: ReadonlyArray<readonly [string, string]>): string {
  const query = new URLSearchParams(
    attributes
      .filter(([attribute]) => !NOT_IN_EMBED_URL.has(attribute))
      .map(([attribute, value]) => [attribute.slice('data-'.length), value]),
  );
  return `${origin}/embed/${name}${query.size ? `?${query}` : ''}`;
}

/** A plain frame of the embed page at `url`, `height` px tall, named `title`, as the oEmbed answer gives it. */
export function frameSnippet(url: string, title: string, height: number): string {
  return `<iframe src="${escapeAttribute(url)}" width="640" height="${height}" title="${escapeAttribute(title)}" loading="lazy" style="border:0;width:100%;max-width:640px"></iframe>`;
}

/**
 * The script a page that runs scripts adds once so that each frame of `origin`'s embed pages takes
 * its widget's height, from the message the embed page posts whenever its height changes, at most
 * EMBED_MAX_HEIGHT (docs/embedding.md#heights).
 */
export function frameListener(origin: string): string {
  return [
    '<script>',
    "addEventListener('message', (event) => {",
    `  if (event.origin !== '${origin}' && event.origin !== 'null') return;`,
    "  if (event.data?.type !== 'orebit:height') return;",
    `  for (const frame of document.querySelectorAll('iframe[src^="${origin}/embed/"]'))`,
    `    if (frame.contentWindow === event.source) frame.style.height = \`\${Math.min(event.data.height, ${EMBED_MAX_HEIGHT})}px\`;`,
    '});',
    '</script>',
  ].join('\n');
}

/**
 * frameListener as the release's pinned file (widgets/embed/frame-heights.ts): its script tag with
 * its integrity, or undefined when the manifest lacks it.
 */
export function pinnedListener(manifest: Manifest, origin: string): string | undefined {
  const script = pinnedScript(manifest, origin, 'frame-heights');
  return script
    ? `<script src="${script.src}" integrity="${script.integrity}" crossorigin="anonymous" async></script>`
    : undefined;
}
