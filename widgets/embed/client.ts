// The embed page's script (`/embed/<name>`, rendered by widgets/embed/render.ts): bundled
// after the widget's own index.ts into /widgets/embed/<name>.js. It hydrates the server-rendered
// widget in place (or lets a widget the server left to the browser, another language's, mount),
// reports the options the page did not take, and tells the frame its height on every change, in
// each protocol hosts listen to (docs/embedding.md#embed-by-link).
import { getRegistry } from '../_runtime';
import { hydrateServerRoots } from '../_runtime/hydrate';
import { SERVER_RENDERED } from '../_runtime/server-rendering';
import { writeThrough } from '../_runtime/write-access';
import { EMBED_MAX_HEIGHT } from '../../contract/embed';
import { nextTask } from '../page/next-task';

/** Our own height message, for hosts that run a script: `{ type: 'orebit:height', widget, height }`. */
const HEIGHT_MESSAGE = 'orebit:height';

/**
 * The frame's secret WordPress puts after `#?secret=` on the URL: its `wp-embed` listener resizes
 * only the frame whose `data-secret` matches (and takes letters and digits only).
 */
function wordPressSecret(): string | undefined {
  return /[#?&]secret=([a-zA-Z0-9]+)/.exec(location.hash)?.[1];
}

/** Sends `height` (CSS px) to the frame's host in every protocol: WordPress, Iframely, Embedly, ours. */
function postHeight(widget: string, height: number, secret: string | undefined): void {
  // WordPress core (wp-embed): an object; it clamps the height to 200–1000 px.
  if (secret) parent.postMessage({ message: 'height', value: height, secret }, '*');
  // Iframely's and Embedly's hosts parse JSON text.
  parent.postMessage(JSON.stringify({ method: 'resize', height }), '*');
  parent.postMessage(JSON.stringify({ src: location.href, context: 'iframe.resize', height }), '*');
  parent.postMessage({ type: HEIGHT_MESSAGE, widget, height }, '*');
}

/**
 * Submits the widgets' forms itself. A frame sandboxed without allow-forms (WordPress's) refuses
 * a form's submission before its submit event, so a Calculate or Send button would do nothing;
 * the widgets' forms only run their submit handlers (no action, no navigation), so the page fires
 * the submit event itself in every frame, the browser's own submission cancelled.
 */
function submitFormsInPage(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = event
        .composedPath()
        .find(
          (node): node is HTMLButtonElement | HTMLInputElement =>
            (node instanceof HTMLButtonElement || node instanceof HTMLInputElement) && node.type === 'submit',
        );
      const form = button?.form;
      if (!button || !form || button.disabled) return;
      event.preventDefault();
      if (!form.noValidate && !button.formNoValidate && !form.reportValidity()) return;
      nextTask(() =>
        form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button })),
      );
    },
    true,
  );
}

/** Where the writer frame is (worker/routes/embed.ts: framed only by the origins allowed to write). */
const WRITER_PATH = '/embed-writer';

/**
 * The writer frame's fetch, or null when the browser did not load it (docs/choices.md#embed-writes).
 * Its `frame-ancestors` names this origin and the origins allowed to write, and the browser checks
 * every ancestor: on a site outside them the frame holds an error page of another origin, which
 * this page cannot reach, and the page stays read-only. Its requests carry its own address as the
 * Referer, the only one of an embed page's the API takes a write from. In a frame sandboxed without
 * allow-same-origin both documents are opaque origins, each other's strangers: read-only too.
 */
function writerFetch(): Promise<typeof fetch | null> {
  // Sandboxed without allow-same-origin (WordPress's frame): no writer to ask, nor a refused frame to log.
  if (self.origin === 'null') return Promise.resolve(null);
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.addEventListener(
      'load',
      () => {
        try {
          const writer = frame.contentWindow as (Window & typeof globalThis) | null;
          const ours = writer?.location.origin === location.origin && writer.location.pathname === WRITER_PATH;
          resolve(ours ? writer.fetch.bind(writer) : null);
        } catch {
          // Another origin's document: the browser's error page for a frame it refused.
          resolve(null);
        }
      },
      { once: true },
    );
    frame.src = WRITER_PATH;
    document.body.append(frame);
  });
}

/** Hydrates the page's widget, reports what the page did not take, and reports heights to the frame's host (called by its build entry). @public */
export function startEmbed(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="orebit-warning"]'))
    console.warn(`[orebit] ${meta.content}`);
  submitFormsInPage();
  writeThrough(writerFetch);
  const host = document.querySelector<HTMLElement>('main > h1 + *');
  if (!host) return;
  const name = host.localName.slice('orebit-'.length);
  if (host.hasAttribute(SERVER_RENDERED)) {
    hydrateServerRoots();
    getRegistry().mount(host, name);
  }
  if (parent === window) return;
  const secret = wordPressSecret();
  // The document's height: the widget's box and what it shows, nothing of the frame around it; at
  // most EMBED_MAX_HEIGHT, past which the page scrolls inside its frame (a forum of long posts).
  const measure = () => Math.min(Math.ceil(document.documentElement.getBoundingClientRect().height), EMBED_MAX_HEIGHT);
  let sent = 0;
  const report = () => {
    const height = measure();
    if (height === sent) return;
    sent = height;
    postHeight(name, height, secret);
  };
  new ResizeObserver(report).observe(document.documentElement);
  // A frame the browser does not render (WordPress clips its frame out of sight until the frame's
  // first message; an off-screen one is throttled) runs no ResizeObserver: the first height goes
  // out now, measured by layout.
  report();
  // WordPress's wp-embed may start listening after that (it loads at the end of the post): it says
  // `ready` to the frame, which answers with its height again.
  if (secret)
    addEventListener('message', ({ source, data }: MessageEvent<{ message?: unknown; secret?: unknown } | null>) => {
      if (source === parent && data?.message === 'ready' && data.secret === secret)
        parent.postMessage({ message: 'height', value: measure(), secret }, '*');
    });
}
