import type { Context, Hono } from 'hono';
import type { Env } from '../env';
import { ACCESS_CERTS_PATH } from '../http/access-token';
import { newApp } from '../http/app';
import {
  developmentCookie,
  developmentIssuerActive,
  developmentKeySet,
  DEVELOPMENT_OPERATORS,
  signDevelopmentToken,
} from '../http/development-issuer';
import { ApiError } from '../http/errors';
import { serveStatic } from './assets';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  // Not no-referrer: with it a browser sends "Origin: null" on the form's POST, which is refused.
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

const active = (c: Context<{ Bindings: Env }>) => developmentIssuerActive(c.env, c.req.raw);

/** Whether a form post comes from this origin's own page (no cross-site sign-in). */
const sameOrigin = (c: Context<{ Bindings: Env }>) => c.req.header('Origin') === new URL(c.req.url).origin;

function signInPage(): string {
  const choices = DEVELOPMENT_OPERATORS.map(
    ({ email, role }, i) => `
          <div class="field check">
            <input type="radio" id="who-${i}" name="email" value="${email}"${i === 0 ? ' checked' : ''} />
            <label for="who-${i}">${email} — ${role ?? 'no role'}</label>
          </div>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Development sign-in · Orebit</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/admin/admin.css" />
  </head>
  <body>
    <main>
      <section class="card" aria-labelledby="title">
        <h1 id="title">Development sign-in</h1>
        <p class="muted">This Worker runs on this machine: pick who you are. A deployment signs operators in through Cloudflare Access instead, and has no such page.</p>
        <form method="post" action="/admin/sign-in">
          <fieldset>
            <legend>Sign in as</legend>${choices}
          </fieldset>
          <button type="submit">Sign in</button>
        </form>
      </section>
    </main>
  </body>
</html>
`;
}

/**
 * What Cloudflare Access does in front of a deployment, for `npm start` on this machine: a key set
 * at Access's path and a page to sign in as a development identity. Anywhere else (a request to a
 * public host name) each path is an ordinary unknown file; production's build leaves it out.
 */
export function developmentSignIn(): Hono<{ Bindings: Env }> {
  const app = newApp<{ Bindings: Env }>();
  app.get(ACCESS_CERTS_PATH, async (c) => {
    if (!active(c)) return serveStatic(c);
    return c.json(await developmentKeySet());
  });

  app.get('/admin/sign-in', (c) => (active(c) ? c.body(signInPage(), 200, PAGE_HEADERS) : serveStatic(c)));

  app.post('/admin/sign-in', async (c) => {
    if (!active(c)) return serveStatic(c);
    if (!sameOrigin(c)) throw new ApiError(403, 'cross_origin_refused', 'Sign in from this origin’s own page.');
    const form = await c.req.parseBody();
    const operator = DEVELOPMENT_OPERATORS.find((o) => o.email === form.email);
    if (!operator) throw new ApiError(400, 'bad_request', 'Pick one of the development identities.');
    const origin = new URL(c.req.url).origin;
    const token = await signDevelopmentToken(origin, operator.email);
    return c.body(null, 303, {
      Location: '/admin',
      'Set-Cookie': developmentCookie(token),
      'Cache-Control': 'no-store',
    });
  });

  app.post('/admin/sign-out', (c) => {
    if (!active(c)) return serveStatic(c);
    if (!sameOrigin(c)) throw new ApiError(403, 'cross_origin_refused', 'Sign out from this origin’s own page.');
    return c.body(null, 204, { 'Set-Cookie': developmentCookie(null), 'Cache-Control': 'no-store' });
  });
  return app;
}
