// Why the API refused a new post, in words for the reader, said after the spec's sentence in the
// failure toast (docs/behaviour.md#community): a refusal that has a reason gives it — the write
// limit and its wait, the text rule broken — and one that can never succeed from this page says so.
// A failure without a reason (a server error, no connection) adds nothing.
import { ORIGIN_REFUSED } from './constants';

/** The most of the API's message a toast shows. */
const MAX_REASON = 200;

/**
 * The reason in a failed request's error (`"<status>: <body>"`, _runtime/api.ts), '' when there is
 * none to give: for a 4xx answer, the API's message (`{ "error": { "code", "message" } }`), or for
 * an origin that may not write, ORIGIN_REFUSED.
 */
export function refusalReason(error: unknown): string {
  const answer = /^4\d\d: ([^]*)$/.exec(error instanceof Error ? error.message : '');
  if (!answer) return '';
  try {
    const { code, message } = (JSON.parse(answer[1]!) as { error?: { code?: unknown; message?: unknown } }).error ?? {};
    if (code === 'origin_not_allowed') return ORIGIN_REFUSED;
    return typeof message === 'string' ? message.slice(0, MAX_REASON) : '';
  } catch {
    return '';
  }
}
