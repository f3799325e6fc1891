// The embed snippet the gallery hands out: the widget's pinned script with its integrity, and the
// chosen options as data-* attributes, which the script copies onto the widget it inserts after
// itself (widgets/_runtime/define-widget.tsx).

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
