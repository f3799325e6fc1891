// A Copy button of the gallery: copies exactly the text it is given (never a selection's stray line
// break), says so in its status line for screen readers, and shows "Copied" for a moment.

/** How long a Copy button shows "Copied". */
const COPIED_MS = 2_000;

/**
 * Makes `button` copy `text()` (its code shown in `code`) and report in `status`, naming `what` was
 * copied ("Snippet", "Link", "Frame"). Nothing to copy: nothing happens.
 */
export function copyButton(
  button: HTMLButtonElement,
  status: HTMLElement,
  code: HTMLElement,
  what: string,
  text: () => string,
): void {
  const label = button.textContent!;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Where the async clipboard is missing or refused: select the code and copy it. */
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
    const copying = text();
    if (!copying) return;
    let copied: boolean;
    try {
      await navigator.clipboard.writeText(copying);
      copied = true;
    } catch {
      copied = copyBySelection();
    }
    clearTimeout(timer);
    if (!copied) {
      status.textContent = `Could not copy: the ${what.toLowerCase()} is selected, copy it with your keyboard.`;
      return;
    }
    button.textContent = 'Copied';
    button.dataset.state = 'copied';
    status.textContent = `${what} copied to the clipboard.`;
    timer = setTimeout(() => {
      button.textContent = label;
      delete button.dataset.state;
      status.textContent = '';
    }, COPIED_MS);
  }

  button.addEventListener('click', () => void copy());
}
