// Why the API refused a new post, in words for the reader, said after the spec's sentence in the
// failure toast (docs/behaviour.md#community): a refusal that has a reason gives it — the write
// limit and its wait, the text rule broken — and one that can never succeed from this page says so.
// A failure without a reason (a server error, no connection) adds nothing. The API's messages are
// English: another language says the same in its own words (a wait, a text rule, a site that may not post).
import { t } from '../_runtime/i18n';
import type { I18n } from '../_runtime/locale';
import { ORIGIN_REFUSED, READ_ONLY_REFUSAL, TEXT_REFUSED, WAIT_REFUSED } from './constants';

/** The most of the API's message a toast shows. */
const MAX_REASON = 200;

/**
 * The reason in a failed request's error (`"<status>: <body>"`, _runtime/api.ts), '' when there is
 * none to give: for a 4xx answer, the API's message (`{ "error": { "code", "message" } }`), or for
 * an origin that may not write, ORIGIN_REFUSED. In another language (`i18n`): a message that ends
 * with a wait ("… in 42 s.") is WAIT_REFUSED with its seconds, a page that may not write ORIGIN_REFUSED
 * (READ_ONLY_REFUSAL only where it can be given: forum-api.ts), any other message TEXT_REFUSED.
 */
export function refusalReason(error: unknown, i18n?: I18n): string {
  const answer = /^4\d\d: ([^]*)$/.exec(error instanceof Error ? error.message : '');
  if (!answer) return '';
  try {
    const { code, message } = (JSON.parse(answer[1]!) as { error?: { code?: unknown; message?: unknown } }).error ?? {};
    const wait = i18n && /(\d+) s\.$/.exec(String(message));
    return code === 'origin_not_allowed' || (__OREBIT_HYDRATE__ && i18n && code === READ_ONLY_REFUSAL.code)
      ? t(i18n, ORIGIN_REFUSED)
      : typeof message !== 'string'
        ? ''
        : !i18n
          ? message.slice(0, MAX_REASON)
          : wait
            ? t(i18n, WAIT_REFUSED, Number(wait[1]))
            : t(i18n, TEXT_REFUSED);
  } catch {
    return '';
  }
}
