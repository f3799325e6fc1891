import { useRef, useState } from 'react';
import { useLater } from '../_runtime';
import type { Keywords } from '../_runtime/keywords';
import { pickChatReply } from './chat-reply';
import { CHAT_REPLY_DELAY_MS, SEED_MESSAGES } from './constants';

/** A chat message of the onboarding area (docs/behaviour.md#onboarding). */
interface ChatMessage {
  id: number;
  type: 'ai' | 'user';
  content: string;
  /** Ours (a seed or a canned reply), so shown in the reader's language; a reader's own message is shown as written. */
  canned: boolean;
  timestamp: Date;
}

/** The onboarding chat: its messages, whether a reply is on its way, and how to send. */
export interface OnboardingChat {
  messages: ChatMessage[];
  typing: boolean;
  /** Sends `text` (trimmed); false, and nothing happens, when it is blank (docs/behaviour.md#onboarding). */
  send(text: string): boolean;
}

/**
 * The onboarding-area chat: three seeded messages, each user message answered 1500 ms later
 * (docs/behaviour.md#onboarding), by English keywords and those of the reader's language (`keywords`).
 */
export function useOnboardingChat(keywords?: Keywords): OnboardingChat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const now = Date.now();
    // The seeds read as a conversation from the last few minutes.
    return SEED_MESSAGES.map((seed, i) => ({
      id: i + 1,
      ...seed,
      canned: true,
      timestamp: new Date(now - (SEED_MESSAGES.length - i) * 60_000),
    }));
  });
  // Every message gets its own reply; the indicator shows while any is pending.
  const [pending, setPending] = useState(0);
  const nextId = useRef(SEED_MESSAGES.length + 1);
  const later = useLater();

  const append = (type: ChatMessage['type'], content: string) => {
    // Made here, not in the updater: React may run an updater later, or twice.
    const message: ChatMessage = { id: nextId.current++, type, content, canned: type === 'ai', timestamp: new Date() };
    setMessages((current) => [...current, message]);
  };

  const send = (text: string) => {
    const content = text.trim();
    if (content === '') return false;
    append('user', content);
    setPending((n) => n + 1);
    later(() => {
      append('ai', pickChatReply(content, keywords));
      setPending((n) => n - 1);
    }, CHAT_REPLY_DELAY_MS);
    return true;
  };

  return { messages, typing: pending > 0, send };
}
