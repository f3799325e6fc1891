// The gallery's snippet: the chosen widget's element with the chosen options and its reserved space,
// and its pinned script tag, read from the release's manifest; and its Copy button.
import { copyButton } from './copy-button';
import { pinnedScript, snippetFor, type Manifest } from './snippet';

/** The snippet of the gallery. */
interface SnippetBox {
  /** Shows the pinned snippet of widget `name` with `attributes`, once the manifest is in. */
  show(name: string, attributes: Array<[string, string]>): void;
  /** Reads the release's manifest, then shows the snippet (or says why there is none). */
  loadManifest(): Promise<void>;
}

/** The snippet in `#snippet`, copied by `#copy`; `onManifest` runs once the manifest is read. */
export function createSnippetBox(onManifest: (manifest: Manifest) => void): SnippetBox {
  const code = document.getElementById('snippet') as HTMLElement;
  const copy = document.getElementById('copy') as HTMLButtonElement;
  const copyStatus = document.getElementById('copy-status') as HTMLParagraphElement;
  let manifest: Manifest | undefined;
  let snippet = '';

  function show(name: string, attributes: Array<[string, string]>): void {
    if (!manifest) return;
    const script = pinnedScript(manifest, location.origin, name);
    if (!script) {
      snippet = '';
      code.textContent = `The manifest lists no pinned script for ${name}.`;
      copy.disabled = true;
      return;
    }
    snippet = snippetFor(name, script, attributes);
    code.textContent = snippet;
    copy.disabled = false;
  }

  async function loadManifest(): Promise<void> {
    try {
      const res = await fetch('/widgets/manifest.json');
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      manifest = (await res.json()) as Manifest;
      onManifest(manifest);
    } catch (error) {
      code.textContent = `Could not read /widgets/manifest.json (${error instanceof Error ? error.message : String(error)}), so there is no pinned snippet.`;
    }
  }

  copyButton(copy, copyStatus, code, 'Snippet', () => snippet);
  return { show, loadManifest };
}
