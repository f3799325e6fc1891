import { CHAT_FALLBACK_REPLY, CHAT_REPLIES } from './constants';

/** The canned AI reply to a message: the first topic whose keyword it contains, else the fallback. */
export function pickChatReply(message: string): string {
  const text = message.toLowerCase();
  return (
    CHAT_REPLIES.find((reply) => reply.keywords.some((word) => text.includes(word)))?.content ?? CHAT_FALLBACK_REPLY
  );
}
