// The gallery's event log: which public events the chosen widget dispatches, and each one the
// preview dispatches, newest first.
import { EVENT_DETAILS, type WidgetInfo } from '../../widgets/catalog';

/** The event log keeps this many entries, newest first. */
const LOG_LIMIT = 50;

/**
 * Logs into `#events` every public event that comes out of `source` (they bubble, composed, out of
 * the widget's host: listening where the preview is logs only the preview's). Returns what names
 * the chosen widget's events in `#events-hint`.
 */
export function createEventsLog(source: HTMLElement): { describe(info: WidgetInfo): void } {
  const hint = document.getElementById('events-hint') as HTMLParagraphElement;
  const list = document.getElementById('events') as HTMLUListElement;
  const clear = document.getElementById('clear-events') as HTMLButtonElement;

  function log(type: string, detail: unknown): void {
    const item = document.createElement('li');
    const time = new Date().toLocaleTimeString('en-GB');
    item.textContent = `${time}  ${type}  ${JSON.stringify(detail)}`;
    list.prepend(item);
    while (list.children.length > LOG_LIMIT) list.lastElementChild!.remove();
  }

  clear.addEventListener('click', () => list.replaceChildren());
  for (const type of Object.keys(EVENT_DETAILS)) {
    source.addEventListener(type, (event) => log(type, (event as CustomEvent<unknown>).detail));
  }
  return {
    describe(info) {
      hint.textContent = info.events.length
        ? `${info.title} dispatches: ${info.events.map((type) => `${type} ${EVENT_DETAILS[type]}`).join('; ')}.`
        : `${info.title} dispatches no public events.`;
    },
  };
}
