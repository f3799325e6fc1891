import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { capturePageLog } from './capture';

// The dev server as the other engines see it: every request passes through unchanged, except that
// each HTML page gets one script first in its <head>, the log recorder (capture.ts). It is an
// external script of the page's own origin with the page's CSP nonce when it has one, so it runs
// under the strictest host policy without changing that policy. The Host header goes through as
// the browser sent it: for the Worker the proxy is its origin (forum writes are same-origin).

/** Where the recorder is served, on the proxy's own origin. */
const CAPTURE_PATH = '/__engines/capture.js';
/** A page holding another page in an iframe of a given size: a viewport narrower than a window can be. */
const FRAME_PATH = '/__engines/frame.html';

/** How late the answers of the `slow` paths start. */
const SLOW_MS = 1_000;

/** The dev server behind a recording proxy. */
export interface PageProxy {
  /** The proxy's origin, http://127.0.0.1:<port>; use it where the tests use the dev server's. */
  url: string;
  /** The URL of a page showing `url` in an iframe of `width` × `height` CSS px. */
  framed(url: string, width: number, height: number): string;
  close(): Promise<void>;
}

/** The recorder as a classic script; `now` fixes Date.now() (null: the real clock); `probe` runs after it. */
function captureScript(now: number | null, probe?: () => void): string {
  return `(${capturePageLog.toString()})(${JSON.stringify(now)});${probe ? `(${probe.toString()})();` : ''}`;
}

/** `html` with `tag` inserted as the first element of its head (or its start when it has none). */
function injectFirst(html: string, tag: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + tag + html.slice(at);
}

/** The nonce a page's Content-Security-Policy allows scripts by, if any. */
function cspNonce(policy: string | string[] | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(String(policy ?? ''))?.[1];
}

/**
 * Starts a proxy in front of `target` (the dev server's origin). `now`: see capturePageLog;
 * `probe`: a self-contained function run first in every page, after the recorder; `slow`: paths
 * whose answers start a second late (a slow network).
 */
export async function startPageProxy(
  target: string,
  { now = null, probe, slow }: { now?: number | null; probe?: () => void; slow?: RegExp } = {},
): Promise<PageProxy> {
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname === CAPTURE_PATH) {
      return void res
        .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(captureScript(now, probe));
    }
    if (url.pathname === FRAME_PATH) {
      const src = url.searchParams.get('src') ?? 'about:blank';
      const width = Number(url.searchParams.get('width'));
      const height = Number(url.searchParams.get('height'));
      const page = `<!doctype html><html><head><meta charset="utf-8"><title>framed</title></head><body style="margin:0"><iframe id="frame" title="framed page" src="${src.replaceAll('"', '&quot;')}" width="${width}" height="${height}" style="border:0;display:block"></iframe></body></html>`;
      return void res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(page);
    }
    const headers = { ...req.headers };
    // Plain bodies, so HTML can be rewritten.
    delete headers['accept-encoding'];
    // Whole answers only: a 304 has no page to put the recorder in.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          // A slow network for the paths `slow` matches: their answers start SLOW_MS late.
          setTimeout(
            () => {
              res.writeHead(up.statusCode ?? 502, up.headers);
              up.pipe(res);
            },
            slow?.test(url.pathname) ? SLOW_MS : 0,
          );
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const nonce = cspNonce(up.headers['content-security-policy']);
          const tag = `<script src="${CAPTURE_PATH}"${nonce ? ` nonce="${nonce}"` : ''}></script>`;
          const body = injectFirst(Buffer.concat(chunks).toString('utf8'), tag);
          const out = { ...up.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          delete out['etag'];
          res.writeHead(up.statusCode ?? 502, out).end(body);
        });
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    framed: (src, width, height) =>
      `${url}${FRAME_PATH}?${new URLSearchParams({ src, width: String(width), height: String(height) })}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
