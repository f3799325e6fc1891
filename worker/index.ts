import { Hono } from 'hono';
import type { Env } from './env';
import { apiError } from './errors';
import { serveStatic } from './static';

const app = new Hono<{ Bindings: Env }>();

app.all('/api/*', (c) => apiError(c, 404, 'not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}.`));

app.all('*', serveStatic);

app.onError((error, c) => {
  console.error('Unhandled error', error);
  return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
});

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
