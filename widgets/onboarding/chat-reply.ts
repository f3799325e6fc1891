import type { Keywords } from '../_runtime/keywords';
import { CHAT_FALLBACK_REPLY, CHAT_REPLIES } from './constants';

/**
 * The canned AI reply to a message: the first topic whose keyword it contains, else the fallback.
 * `extra` holds the keywords of the reader's language by topic (keywords.ts: any one alternative
 * whose every group has a word in the message), checked beside the English ones; Vietnamese typed
 * with combining accents is read as its precomposed letters.
 */
export function pickChatReply(message: string, extra: Keywords = {}): string {
  const text = message.normalize('NFC').toLowerCase();
  return (
    CHAT_REPLIES.find((reply) =>
      [[reply.keywords], ...(extra[reply.topic] ?? [])].some((groups) =>
        groups.every((words) => words.some((word) => text.includes(word))),
      ),
    )?.content ?? CHAT_FALLBACK_REPLY
  );
}
