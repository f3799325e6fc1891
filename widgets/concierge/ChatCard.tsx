import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  cssVars,
  emit,
  Icon,
  LocalTime,
  ScrollArea,
  styled,
  t,
  useStickToBottom,
  type I18n,
} from '../_runtime';
import {
  BADGE_TEXT,
  CARD_TITLE,
  CHIP_SEND_DELAY_MS,
  FOOTNOTE,
  INPUT_PLACEHOLDER,
  QUICK_CHIPS,
  STATUS_TEXT,
} from './constants';
import type { Chat } from './use-chat';

const Frame = styled(Card)`
  display: grid; grid-template-rows: auto minmax(0, 1fr) auto auto auto; gap: 12px; padding: 16px;
  height: var(--chat-height, 560px);
  & header { display: flex; align-items: center; gap: 12px; padding-bottom: 12px; border-bottom: 1px solid var(--ob-border); }
  & .avatar { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; background: var(--ob-accent); color: var(--ob-accent-text); font-weight: 700; flex: none; }
  & h2 { font-size: var(--ob-m); }
  & .status { display: flex; align-items: center; gap: 6px; font-size: var(--ob-xs); color: var(--ob-muted); }
  & .status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--ob-green); }
  & header > :last-child { margin-inline-start: auto; }
  & .messages { display: grid; align-content: start; gap: 12px; padding-block: 4px; padding-inline-end: 12px; }
  & .msg { display: grid; gap: 4px; max-width: 85%; }
  & .msg p { padding: 10px 14px; border-radius: 14px; white-space: pre-wrap; overflow-wrap: anywhere; }
  & .msg.ai p { background: var(--ob-surface-2); border-start-start-radius: 4px; }
  & .msg.user { justify-self: end; }
  & .msg.user p { background: var(--ob-accent); color: var(--ob-accent-text); border-start-end-radius: 4px; }
  & .msg time { font-size: var(--ob-xs); color: var(--ob-muted); }
  & .msg.user time { text-align: end; }
  & .suggestions, & .chips { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; }
  & .suggestions button, & .chips button {
    border: 1px solid var(--ob-border); background: transparent; color: var(--ob-text); border-radius: 999px;
    padding: 6px 12px; font-size: var(--ob-xs); cursor: pointer; text-align: start;
  }
  & .suggestions button:hover, & .chips button:hover:not(:disabled) { border-color: var(--ob-accent); }
  & .chips button:disabled { opacity: 0.5; cursor: not-allowed; }
  & .typing { display: flex; gap: 4px; padding: 12px 14px; width: max-content; border-radius: 14px; background: var(--ob-surface-2); }
  & .typing span { width: 6px; height: 6px; border-radius: 50%; background: var(--ob-muted); animation: ob-blink 1.2s infinite; }
  & .typing span + span { animation-delay: 0.3s; }
  @keyframes ob-blink { 50% { opacity: 0.3; } }
  @media (prefers-reduced-motion: reduce) { & .typing span { animation: none; } }
  & form { display: flex; gap: 8px; }
  & input {
    flex: 1; min-width: 0; width: 100%; min-height: 44px; padding: 8px 14px; border-radius: 10px;
    border: 1px solid var(--ob-border); background: var(--ob-background); color: var(--ob-text);
  }
  & input:focus { border-color: var(--ob-accent); outline: none; box-shadow: 0 0 0 3px color-mix(in srgb, var(--ob-accent) 30%, transparent); }
  & .footnote { font-size: var(--ob-xs); color: var(--ob-muted); text-align: center; }
`;

/**
 * The chat card: header, the conversation, suggestions, quick chips, the input and the footnote.
 * Its title is an h2 in both places: in the floating panel it heads a dialog of its own on the
 * host page, whose headings may go no deeper than its h1.
 */
export function ChatCard({
  chat,
  inputRef,
  i18n,
}: {
  chat: Chat;
  inputRef?: { current: HTMLInputElement | null };
  i18n: I18n | undefined;
}) {
  const [input, setInput] = useState('');
  // Keeps the newest message in view on every change (docs/behaviour.md#concierge).
  const list = useStickToBottom<HTMLDivElement>(chat);
  const field = useRef<HTMLInputElement | null>(null);
  const lastAi = chat.messages.findLast((m) => m.sender === 'ai');

  const setField = (el: HTMLInputElement | null) => {
    field.current = el;
    if (inputRef) inputRef.current = el;
  };
  /** Sends `text`; once it is sent, clears the field and tells the host page. */
  const send = (text: string) => {
    if (!chat.send(text)) return;
    setInput('');
    emit(list.current, 'concierge:message', { text: text.trim() });
  };
  const submit = () => send(input);
  const canSend = input.trim() !== '' && !chat.typing;

  return (
    <Frame as="section" aria-labelledby="ob-chat-title">
      <header>
        <span className="avatar" aria-hidden="true">
          AI
        </span>
        <div>
          <h2 id="ob-chat-title">{t(i18n, CARD_TITLE)}</h2>
          <p className="status">{t(i18n, STATUS_TEXT)}</p>
        </div>
        <Badge style={cssVars({ '--badge': 'var(--ob-purple)' })}>{t(i18n, BADGE_TEXT)}</Badge>
      </header>

      <ScrollArea role="log" label={t(i18n, 'Conversation')} viewportRef={list} className="messages">
        {chat.messages.map((m, i) => (
          // The conversation only grows: a message's place is its key.
          <div key={i} className={`msg ${m.sender}`}>
            {/* The concierge's texts are English in the conversation; the reader's are theirs. */}
            <p>{m.sender === 'ai' ? t(i18n, m.content) : m.content}</p>
            <LocalTime at={m.timestamp} i18n={i18n} />
            {m === lastAi && m.suggestions?.length ? (
              <ul className="suggestions" aria-label={t(i18n, 'Suggested questions')}>
                {m.suggestions.map((q) => {
                  const text = t(i18n, q);
                  return (
                    <li key={q}>
                      <button
                        type="button"
                        onClick={() => {
                          // A suggestion only fills the input; it does not send (docs/behaviour.md#concierge).
                          setInput(text);
                          field.current?.focus();
                        }}
                      >
                        {text}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        ))}
        {chat.typing ? (
          <div className="typing" role="status" aria-label={t(i18n, 'The concierge is typing')}>
            <span />
            <span />
            <span />
          </div>
        ) : null}
      </ScrollArea>

      <div className="chips" role="group" aria-label={t(i18n, 'Quick actions')}>
        {QUICK_CHIPS.map((chip) => {
          const text = t(i18n, chip.text);
          return (
            <button
              key={chip.label}
              type="button"
              disabled={chat.typing}
              onClick={() => {
                setInput(text);
                chat.later(() => send(text), CHIP_SEND_DELAY_MS);
              }}
            >
              {t(i18n, chip.label)}
            </button>
          );
        })}
      </div>

      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="ob-sr-only" htmlFor="ob-chat-input">
          {t(i18n, 'Message the concierge')}
        </label>
        <input
          id="ob-chat-input"
          ref={setField}
          value={input}
          placeholder={t(i18n, INPUT_PLACEHOLDER)}
          autoComplete="off"
          onChange={(event: { currentTarget: HTMLInputElement }) => setInput(event.currentTarget.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            // Enter sends (the form's implicit submission); Shift+Enter does not (docs/behaviour.md#concierge).
            if (event.key === 'Enter' && (event.shiftKey || event.nativeEvent.isComposing)) event.preventDefault();
          }}
        />
        <Button type="submit" disabled={!canSend} aria-label={t(i18n, 'Send')}>
          <Icon d="M22 2 11 13M22 2l-7 20-4-9-9-4z" size={18} />
        </Button>
      </form>
      <p className="footnote">{t(i18n, FOOTNOTE)}</p>
    </Frame>
  );
}
