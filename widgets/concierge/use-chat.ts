import { useRef, useState } from 'react';
import { useLater } from '../_runtime';
import { REPLY_DELAY_MS, REPLY_JITTER_MS, WELCOME } from './constants';
import { pickReply, type Keywords } from './replies';

/** A chat message (docs/behaviour.md#concierge). */
interface ChatMessage {
  id: number;
  content: string;
  sender: 'ai' | 'user';
  timestamp: Date;
  suggestions?: string[];
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
 * The concierge conversation, starting with the welcome message (docs/behaviour.md#concierge).
 * Its texts are English: the chat card shows them in the reader's language, whose `keywords` the
 * replies are picked with too.
 */
export function useChat(keywords?: Keywords): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 1, content: WELCOME.content, sender: 'ai', timestamp: new Date(), suggestions: [...WELCOME.suggestions] },
  ]);
  const [typing, setTyping] = useState(false);
  // A ref as well as state: two sends in one tick must not both get through.
  const pending = useRef(false);
  const nextId = useRef(2);
  const later = useLater();

  const send = (text: string) => {
    const content = text.trim();
    if (content === '' || pending.current) return false;
    pending.current = true;
    // Messages are made here, not in the updaters: React may run an updater later, or twice.
    const question: ChatMessage = { id: nextId.current++, content, sender: 'user', timestamp: new Date() };
    setMessages((current) => [...current, question]);
    setTyping(true);
    later(
      () => {
        const reply = pickReply(content, keywords);
        const answer: ChatMessage = {
          id: nextId.current++,
          content: reply.content,
          sender: 'ai',
          timestamp: new Date(),
          suggestions: reply.suggestions,
        };
        setMessages((current) => [...current, answer]);
        pending.current = false;
        setTyping(false);
      },
      REPLY_DELAY_MS + Math.random() * REPLY_JITTER_MS,
    );
    return true;
  };

  return { messages, typing, send, later };
}
