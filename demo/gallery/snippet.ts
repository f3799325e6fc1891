// The embed snippets the gallery hands out: the widget's pinned script with its integrity, and the
// chosen options as data-* attributes, which the script copies onto the widget it inserts after
// itself (widgets/_runtime/define-widget.tsx); and, for platforms that run no script of ours, the
// widget's embed page with the same options (docs/embedding.md#embed-by-link) and a frame of it.

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

/** `text` safe inside a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The one-line snippet: `<script src integrity crossorigin async data-…></script>`. */
export function snippetFor(script: PinnedScript, attributes: ReadonlyArray<readonly [string, string]>): string {
  const data = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return `<script src="${escapeAttribute(script.src)}" integrity="${script.integrity}" crossorigin="anonymous" async${data}></script>`;
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
