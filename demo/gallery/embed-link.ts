// The gallery's embed link: the chosen widget's embed page address, a frame of it pinned to the
// chosen options, tall enough for the widget at any width a frame gets where no script resizes it,
// and the few lines that let a page that runs scripts size each frame to its widget; each with its
// Copy button.
import { frameHeightOf, type WidgetInfo } from '../../widgets/catalog';
import { RESERVE_TOLERANCE, reservationFor, reservedHeightAt } from '../../widgets/reserve';
import { copyButton } from './copy-button';
import { embedUrl, frameListener, frameSnippet, pinnedListener, type Manifest } from './snippet';

/** The widest a frame of ours gets (frameSnippet's max-width), and the narrowest column the heights were measured in. */
const FRAME_WIDTH = 640;
const NARROWEST = 320;

/**
 * The height (px) of `info`'s frame where nothing resizes it: the tallest the widget is in a frame
 * 320 to 640 px wide (widgets/measured-heights.ts), with the embed page's own margin (its frame
 * height at 640 px less the widget's height there) and twice the measurements' tolerance (each of
 * those two heights is within it); a chosen
 * data-height as it is.
 */
function stillFrameHeight(info: WidgetInfo, attributes: ReadonlyArray<readonly [string, string]>): number {
  const chosen = (attribute: string) => attributes.find(([name]) => name === attribute)?.[1];
  const given = Number(chosen('data-height'));
  if (given > 0) return Math.round(given);
  const at640 = frameHeightOf(info, chosen);
  const steps = reservationFor(info.name, Object.fromEntries(attributes));
  if (!steps) return at640;
  const tallest = Math.max(
    reservedHeightAt(steps, NARROWEST),
    ...steps.filter((step) => step.minWidth <= FRAME_WIDTH).map((step) => step.height),
  );
  return Math.max(at640, tallest + at640 - reservedHeightAt(steps, FRAME_WIDTH) + 2 * RESERVE_TOLERANCE);
}

/** The embed link's boxes and their Copy buttons; `show` fills them for a widget and its options. */
export function createEmbedLink(): {
  show(info: WidgetInfo, attributes: Array<[string, string]>): void;
  /** Gives the release's pinned listener in place of its lines, once the manifest is read. */
  pin(manifest: Manifest): void;
} {
  const code = (id: string) => document.getElementById(id)!;
  // The listener's lines until the manifest gives its pinned file (and where it cannot).
  const texts = { url: '', frame: '', listener: frameListener(location.origin) };
  code('embed-listener').textContent = texts.listener;
  for (const [id, what, key] of [
    ['url', 'Link', 'url'],
    ['frame', 'Frame', 'frame'],
    ['listener', 'Script', 'listener'],
  ] as const)
    copyButton(
      code(`copy-${id}`) as HTMLButtonElement,
      code(`copy-${id}-status`),
      code(`embed-${id}`),
      what,
      () => texts[key],
    );
  return {
    pin(manifest) {
      texts.listener = pinnedListener(manifest, location.origin) ?? texts.listener;
      code('embed-listener').textContent = texts.listener;
    },
    show(info, attributes) {
      texts.url = embedUrl(location.origin, info.name, attributes);
      const height = stillFrameHeight(info, attributes);
      texts.frame = frameSnippet(texts.url, `${info.title} — Orebit`, height);
      code('embed-url').textContent = texts.url;
      code('embed-frame').textContent = texts.frame;
      code('embed-frame-hint').textContent =
        `${height} px tall: the whole widget shows in a frame 320 to 640 px wide, where no script resizes it ` +
        '(Notion, a page that strips scripts). With the script below, the frame takes its widget’s height.';
    },
  };
}
