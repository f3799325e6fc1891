import { useRef, useState } from 'react';
import { useLater } from '../_runtime';
import { NO_ANSWER, REPLY_DELAY_MS, REPLY_JITTER_MS, WELCOME } from './constants';
import type { Keywords } from './replies';

/** A chat message (docs/behaviour.md#concierge). */
interface ChatMessage {
  content: string;
  sender: 'ai' | 'user';
  timestamp: Date;
  suggestions?: readonly string[] | undefined;
}

/** The conversation: its messages, whether a reply is on its way, and how to send. */
export interface Chat {
  messages: ChatMessage[];
  typing: boolean;
  /** Sends `text` (trimmed); false, and nothing happens, when it is blank or a reply is pending. */
  send(text: string): boolean;
  /** Runs `fn` after `ms`, cancelled if the widget unmounts first. */
  later(fn: () => void, ms: number): void;
}

/**
 * The replies (replies.ts): a module of their own (1.8 KB gzip), asked for when the reader sends a
 * first message, not with the chat, which most readers never write in. It arrives within the
 * reply's delay (at least 1 s) on any connection but the slowest.
 */
const replies = () => import('./replies');

/**
 * The concierge conversation, starting with the welcome message (docs/behaviour.md#concierge).
 * Its texts are English: the chat card shows them in the reader's language, whose `keywords` the
 * replies are picked with too.
 */
export function useChat(keywords?: Keywords): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ ...WELCOME, sender: 'ai', timestamp: new Date() }]);
  const [typing, setTyping] = useState(false);
  // A ref as well as state: two sends in one tick must not both get through.
  const pending = useRef(false);
  const later = useLater();

  const send = (text: string) => {
    const content = text.trim();
    if (content === '' || pending.current) return false;
    pending.current = true;
    // Messages are made here, not in the updaters: React may run an updater later, or twice.
    const question: ChatMessage = { content, sender: 'user', timestamp: new Date() };
    setMessages((current) => [...current, question]);
    setTyping(true);
    // The replies are fetched now, while the reply's delay runs, and the answer comes once both are
    // done; if they cannot be fetched, NO_ANSWER.
    const reply = replies().then(
      ({ pickReply }) => pickReply(content, keywords),
      (): { content: string; suggestions?: string[] } => ({ content: NO_ANSWER }),
    );
    later(
      () =>
        void reply.then((picked) => {
          const answer: ChatMessage = { ...picked, sender: 'ai', timestamp: new Date() };
          setMessages((current) => [...current, answer]);
          pending.current = false;
          setTyping(false);
        }),
      REPLY_DELAY_MS + Math.random() * REPLY_JITTER_MS,
    );
    return true;
  };

  return { messages, typing, send, later };
}
