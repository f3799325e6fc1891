// The gallery's snippet: the chosen widget's element with the chosen options and its reserved space,
// and its pinned script tag, read from the release's manifest; and its Copy button.
import { pinnedScript, snippetFor, type Manifest } from './snippet';

/** How long Copy shows "Copied". */
const COPIED_MS = 2_000;

/** The snippet of the gallery. */
interface SnippetBox {
  /** Shows the pinned snippet of widget `name` with `attributes`, once the manifest is in. */
  show(name: string, attributes: Array<[string, string]>): void;
  /** Reads the release's manifest, then shows the snippet (or says why there is none). */
  loadManifest(): Promise<void>;
}

/** The snippet in `#snippet`, copied by `#copy`; `onManifest` runs once the manifest is read. */
export function createSnippetBox(onManifest: () => void): SnippetBox {
  const code = document.getElementById('snippet') as HTMLElement;
  const copyButton = document.getElementById('copy') as HTMLButtonElement;
  const copyStatus = document.getElementById('copy-status') as HTMLParagraphElement;
  let manifest: Manifest | undefined;
  let snippet = '';
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;

  function show(name: string, attributes: Array<[string, string]>): void {
    if (!manifest) return;
    const script = pinnedScript(manifest, location.origin, name);
    if (!script) {
      snippet = '';
      code.textContent = `The manifest lists no pinned script for ${name}.`;
      copyButton.disabled = true;
      return;
    }
    snippet = snippetFor(name, script, attributes);
    code.textContent = snippet;
    copyButton.disabled = false;
  }

  /** The fallback where the async clipboard is missing or refused: select the snippet and copy it. */
  function copyBySelection(): boolean {
    const selection = getSelection();
    if (!selection) return false;
    const range = document.createRange();
    range.selectNodeContents(code);
    selection.removeAllRanges();
    selection.addRange(range);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }

  async function copy(): Promise<void> {
    const text = snippet;
    if (!text) return;
    let copied: boolean;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = copyBySelection();
    }
    clearTimeout(copiedTimer);
    if (!copied) {
      copyStatus.textContent = 'Could not copy: the snippet is selected, copy it with your keyboard.';
      return;
    }
    copyButton.textContent = 'Copied';
    copyButton.dataset.state = 'copied';
    copyStatus.textContent = 'Snippet copied to the clipboard.';
    copiedTimer = setTimeout(() => {
      copyButton.textContent = 'Copy';
      delete copyButton.dataset.state;
      copyStatus.textContent = '';
    }, COPIED_MS);
  }

  async function loadManifest(): Promise<void> {
    try {
      const res = await fetch('/widgets/manifest.json');
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      manifest = (await res.json()) as Manifest;
      onManifest();
    } catch (error) {
      code.textContent = `Could not read /widgets/manifest.json (${error instanceof Error ? error.message : String(error)}), so there is no pinned snippet.`;
    }
  }

  copyButton.addEventListener('click', () => void copy());
  return { show, loadManifest };
}
