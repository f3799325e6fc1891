import type { Context } from 'hono';
import type { Env } from './env';

// The strict-CSP demo page proves the widgets need neither inline scripts nor <style> elements.
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'";

function withHeaders(res: Response, headers: Record<string, string>): Response {
  const out = new Response(res.body, res);
  for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  return out;
}

/**
 * Serves a file from dist/. Unknown paths get the not-found page with HTTP 404; the strict-CSP
 * demo gets its Content-Security-Policy header.
 */
export async function serveStatic(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status === 404) {
    const page = await c.env.ASSETS.fetch(new URL('/404.html', c.req.url));
    return withHeaders(new Response(page.body, { status: 404, headers: page.headers }), {
      'Cache-Control': 'no-store',
    });
  }
  const path = new URL(c.req.url).pathname;
  if (path === '/demo/strict-csp' || path === '/demo/strict-csp.html') {
    return withHeaders(res, { 'Content-Security-Policy': STRICT_CSP });
  }
  return res;
}
