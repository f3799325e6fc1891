import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of the API (docs/ARCHITECTURE.md, The Worker). */
interface ApiErrorBody {
  error: { code: string; message: string };
}

/** An error a route or middleware throws for the app's onError to answer with `{ "error": { code, message } }`, `status` and `headers`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** An API error answer: `{ "error": { "code", "message" } }` with its status; only the app's onError (worker/index.ts) makes one. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return c.json<ApiErrorBody>({ error: { code, message } }, status, headers);
}
