import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of the API (spec §8, DESIGN.md § Worker). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** An API error answer: `{ "error": { "code", "message" } }` with its status. */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json<ApiErrorBody>({ error: { code, message } }, status);
}
