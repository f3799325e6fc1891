import { embedRenderer } from 'orebit:embed-renderer';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { cors, EMBED_WRITER_PATH } from './middleware/cors';
import type { Env } from './env';
import { DomainError, type DomainErrorKind } from './domain/errors';
import { conditionalGet } from './http/conditional-get';
import { ApiError, errorResponse } from './http/errors';
import { newApp } from './http/app';
import { logEvent } from './http/log';
import { wrongMethods } from './http/wrong-method';
import { refreshPricesOnSchedule } from './domain/prices/schedule';
import { admin } from './routes/admin';
import { developmentSignIn } from './routes/development-sign-in';
import { forum } from './routes/forum';
import { news } from './routes/news';
import { prices } from './routes/prices';
import { serveStatic } from './routes/assets';
import { serveEmbed, serveEmbedWriter } from './routes/embed';
import { servePage } from './routes/page';
import { OEMBED_CORS, serveOembed } from './routes/oembed';
import { countKvReads, KV_READS_HEADER } from './storage/kv-reads';
import { withStaleKv } from './storage/stale-kv';

export { ContentStore } from './storage/content-store';
export { RateLimiter } from './storage/rate-limiter';
export { UpstreamBooking } from './storage/upstream-booking';

const app = newApp<{ Bindings: Env }>();

const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' };
/** The API's JSON 404, for a path no API route answers. */
const noApiRoute = (c: Context) =>
  new ApiError(404, 'not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}.`, NOSNIFF);

// API answers are data: a browser must never sniff one into a page or a script (it echoes user text).
app.use('/api/*', async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
});
app.use('/api/*', cors());
// Every API error is thrown, so a 404 no error made can only be the catch-all's below: a path no
// route answers, with no route for another method either (wrongMethods passed on it): the API's 404.
app.use('/api/*', async (c, next) => {
  await next();
  if (c.res.status === 404 && !c.error) throw noApiRoute(c);
});
app.use('/api/*', wrongMethods(app, { preflight: true }));
app.route('/api/crypto', prices);
app.route('/api/forum', forum);
app.route('/api/news', news);
app.route('/api/admin', admin);
app.all('/api/*', (c) => c.notFound());
// Paths are case-sensitive and slashes count, but a client that wrote /API/…, //api/… or
// /api%2Fforum (an encoded slash, which routing does not decode) meant the API: it gets the API's
// JSON 404, not the HTML page.
app.all('*', (c, next) => {
  if (/^(\/|%2f)+api(\/|%2f|$)/i.test(new URL(c.req.url).pathname)) throw noApiRoute(c);
  return next();
});

// The official page, rendered from live data (routes/page.ts); an ETag and a 304 for a browser that has it.
// In each other language at /<lang>/ (never chosen by Accept-Language: one page per address);
// /<lang> without its slash is sent there.
app.get('/', conditionalGet(), (c) => servePage(c));
for (const lang of embedRenderer.pageLangs) {
  app.get(`/${lang}/`, conditionalGet(), (c) => servePage(c, lang));
  app.get(`/${lang}`, (c) => c.redirect(`/${lang}/`, 301));
}

// Framable widget pages, their stylesheet and the oEmbed provider (docs/embedding.md#embed-by-link).
// A POST, PUT or DELETE there is a client's mistake: a 405 that says so, not a static file's 404.
app.use('/embed/*', wrongMethods(app, { headers: NOSNIFF }));
app.use('/oembed', wrongMethods(app, { headers: { ...NOSNIFF, ...OEMBED_CORS } }));
app.use(EMBED_WRITER_PATH, wrongMethods(app, { headers: NOSNIFF }));
app.get('/embed/:name', serveEmbed);
// The frame an embed page writes through, framed only by the origins allowed to write (docs/choices.md#embed-writes).
app.get(EMBED_WRITER_PATH, serveEmbedWriter);
app.get('/oembed', serveOembed);

// Only on a developer's machine (routes/development-sign-in.ts); elsewhere these are unknown files,
// and production's build (wrangler.toml [env.production.define]) does not contain them.
if (__OREBIT_DEVELOPMENT_SIGN_IN__) app.route('/', developmentSignIn());
app.all('*', serveStatic);

// The status of each refusal the domain throws (its kind is the answer's code).
const DOMAIN_STATUS = { not_configured: 503, rate_limited: 429 } as const satisfies Record<DomainErrorKind, number>;

app.onError((error, c) => {
  // An error thrown on the way back (a wrong method found past a 404 page) replaces the answer made
  // so far: none of that answer's headers (its ETag, its page's CSP) describe the error.
  c.res = undefined;
  if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.message, error.headers);
  if (error instanceof DomainError) {
    const { retryAfterSeconds } = error.details;
    const headers: Record<string, string> =
      retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
    return errorResponse(c, DOMAIN_STATUS[error.kind], error.kind, error.message, headers);
  }
  if (error instanceof HTTPException && error.status < 500)
    return errorResponse(c, error.status, 'bad_request', error.message || 'Bad request.');
  // Cloudflare's ray id finds the request in its own logs too; a random one elsewhere.
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  const { pathname } = new URL(c.req.url);
  logEvent({ event: 'server_error', requestId, method: c.req.method, path: pathname, error: String(error) });
  return c.json(
    {
      error: {
        code: 'internal_error',
        message: `Something went wrong on our side. Please try again (request ${requestId}).`,
        requestId,
      },
    },
    500,
  );
});

/** The app's answer with X-KV-Reads: how many KV reads the storage layer made for it. */
async function fetchCountingKvReads(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const counted = countKvReads(env);
  const res = await app.fetch(request, counted.env, ctx);
  const out = new Response(res.body, res);
  out.headers.set(KV_READS_HEADER, String(counted.reads()));
  return out;
}

export default {
  fetch(request, env, ctx) {
    // Tests only: KV as a reader far from the writer sees it (storage/stale-kv.ts).
    if (__OREBIT_TEST_HOOKS__ && env.SIMULATE_STALE_KV === 'true') env = withStaleKv(env, request);
    // Production (both vars unset) goes straight to the app: no wrapper, no extra header.
    return __OREBIT_TEST_HOOKS__ && env.EXPOSE_KV_READS === 'true'
      ? fetchCountingKvReads(request, env, ctx)
      : app.fetch(request, env, ctx);
  },
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshPricesOnSchedule(env));
  },
} satisfies ExportedHandler<Env>;
