import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page served from an origin of its own. */
export interface PartnerPage {
  /** The page's origin, http://127.0.0.1:<port>; the page is at its root. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `html` at the root of a small server on another loopback port: a partner page on another
 * origin than the Worker, with `headers` besides its type (a CSP of its own). (Chromium's local network access rules refuse a page that Playwright
 * fulfils itself when it loads from 127.0.0.1, so a real server it is.)
 */
export async function servePartnerPage(html: string, headers: Record<string, string> = {}): Promise<PartnerPage> {
  const server = createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Serves a copy of the page at `pageUrl` from another origin, its root-relative `src` and `href`
 * pointing back to where it came from: the same page, embedded by a partner site.
 */
export async function servePartnerCopy(pageUrl: string): Promise<PartnerPage> {
  const origin = new URL(pageUrl).origin;
  const html = (await (await fetch(pageUrl)).text()).replaceAll(/(src|href)="\//g, `$1="${origin}/`);
  return servePartnerPage(html);
}
