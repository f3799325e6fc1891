import { Hono } from 'hono';
import { requireAdmin } from '../middleware/require-admin';
import type { Env } from '../env';

/** /api/admin: what the operator console needs beyond the content routes. */
export const admin = new Hono<{ Bindings: Env }>();

// Checks a pasted token before the console opens: 204, or 401 (429 after too many wrong ones).
admin.get('/token', requireAdmin(), (c) => {
  c.header('Cache-Control', 'no-store');
  return c.body(null, 204);
});
