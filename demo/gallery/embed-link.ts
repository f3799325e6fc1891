// The gallery's embed link: the chosen widget's embed page address and a frame of it, pinned to
// the chosen options.
import { frameHeightOf, type WidgetInfo } from '../../widgets/catalog';
import { embedUrl, frameSnippet } from './snippet';

/** Shows the embed page's address of `info` in `#embed-url` and a frame of it in `#embed-frame`. */
export function showEmbedLink(info: WidgetInfo, attributes: Array<[string, string]>): void {
  const url = embedUrl(location.origin, info.name, attributes);
  const chosen = (attribute: string) => attributes.find(([name]) => name === attribute)?.[1];
  // The frame's own height at 640 px (the calculator alone is shorter), unless data-height says otherwise.
  const height = Number(chosen('data-height') ?? frameHeightOf(info, chosen));
  document.getElementById('embed-url')!.textContent = url;
  document.getElementById('embed-frame')!.textContent = frameSnippet(url, `${info.title} — Orebit`, height);
}
