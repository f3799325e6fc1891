// The script a host page that runs scripts adds once, so that each frame of our embed pages takes
// its widget's height (docs/embedding.md#heights): the gallery hands it out pinned, as
// /widgets/v<version>/frame-heights.js with its integrity, beside the frame snippet. It listens to the
// message each embed page posts whenever its height changes (`{ type: 'orebit:height', height }`,
// widgets/embed/client.ts) and sets the height of the frame that sent it, at most
// EMBED_MAX_HEIGHT. Our origin is the one the script was loaded from; a sandboxed frame
// (WordPress's) posts from the opaque origin 'null'.
import { EMBED_MAX_HEIGHT, EMBED_PREFIX } from '../../contract/embed';

const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src).origin : undefined;

if (origin)
  addEventListener('message', (event) => {
    const height =
      (event.data as { type?: unknown; height?: unknown } | null)?.type === 'orebit:height' && event.data.height;
    if ((event.origin !== origin && event.origin !== 'null') || typeof height !== 'number' || !(height > 0)) return;
    for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[src^="${origin}${EMBED_PREFIX}"]`))
      if (frame.contentWindow === event.source)
        frame.style.height = `${Math.min(Math.ceil(height), EMBED_MAX_HEIGHT)}px`;
  });
