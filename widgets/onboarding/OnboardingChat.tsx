import { useState, type FormEvent } from 'react';
import { Button, Card, type I18n, Input, LocalTime, ScrollArea, styled, t, useStickToBottom } from '../_runtime';
import { CHAT_INPUT_LABEL, CHAT_PLACEHOLDER, CHAT_TITLE } from './constants';
import { useOnboardingChat } from './use-onboarding-chat';

// A user's time is aligned to the end, so it moves when hydration writes the time of day over the
// server's "2 min ago" (a layout shift in front of a reader who jumps here): with scripts on, it
// shows once it has its instant.
const Frame = styled(Card)`
  display: grid; grid-template-rows: auto minmax(0, 1fr) auto; gap: 12px; height: 520px;
  & h3 { font-size: var(--ob-m); }
  & .log { display: grid; align-content: start; gap: 10px; padding-inline-end: 12px; }
  & ol { list-style: none; display: grid; gap: 10px; }
  & li { display: grid; gap: 2px; max-width: 85%; }
  & li p { padding: 8px 12px; border-radius: 12px; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--ob-surface-2); }
  & li[data-type='user'] { justify-self: end; }
  & li[data-type='user'] p { background: var(--ob-accent); color: var(--ob-accent-text); }
  & time { font-size: var(--ob-xs); color: var(--ob-muted); }
  & li[data-type='user'] time { text-align: end; }
  @media (scripting: enabled) { & li[data-type='user'] time[datetime^='P'] { visibility: hidden; } }
  & .typing { display: flex; gap: 4px; width: max-content; padding: 10px 12px; border-radius: 12px; background: var(--ob-surface-2); }
  & .typing span { width: 6px; height: 6px; border-radius: 50%; background: var(--ob-muted); animation: ob-blink 1.2s infinite; }
  & .typing span + span { animation-delay: 0.3s; }
  @keyframes ob-blink { 50% { opacity: 0.3; } }
  @media (prefers-reduced-motion: reduce) { & .typing span { animation: none; } }
  & form { display: flex; gap: 8px; }
  & form input { flex: 1; min-width: 0; }
`;

/** The onboarding-area AI chat: seeded messages, Enter or Send to ask, a canned reply 1.5 s later. */
export function OnboardingChat({ i18n }: { i18n: I18n | undefined }) {
  const chat = useOnboardingChat(i18n?.keywords);
  const [input, setInput] = useState('');
  // Keeps the newest message in view.
  const list = useStickToBottom<HTMLDivElement>(chat);

  return (
    <Frame as="section" aria-labelledby="ob-onboarding-chat-title">
      <h3 id="ob-onboarding-chat-title">{t(i18n, CHAT_TITLE)}</h3>
      <ScrollArea role="log" label={t(i18n, 'Onboarding chat')} viewportRef={list} className="log">
        <ol>
          {chat.messages.map((m) => (
            <li key={m.id} data-type={m.type}>
              <span className="ob-sr-only">{m.type === 'ai' ? t(i18n, 'Assistant:') : t(i18n, 'You:')}</span>
              <p>{m.canned ? t(i18n, m.content) : m.content}</p>
              <LocalTime at={m.timestamp} i18n={i18n} />
            </li>
          ))}
        </ol>
        {chat.typing ? (
          <div className="typing" role="status" aria-label={t(i18n, 'The assistant is typing')}>
            <span />
            <span />
            <span />
          </div>
        ) : null}
      </ScrollArea>
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (chat.send(input)) setInput('');
        }}
      >
        <label className="ob-sr-only" htmlFor="ob-onboarding-chat-input">
          {t(i18n, CHAT_INPUT_LABEL)}
        </label>
        <Input
          id="ob-onboarding-chat-input"
          value={input}
          placeholder={t(i18n, CHAT_PLACEHOLDER)}
          autoComplete="off"
          onChange={(event: { currentTarget: HTMLInputElement }) => setInput(event.currentTarget.value)}
        />
        <Button type="submit" disabled={input.trim() === ''}>
          {t(i18n, 'Send')}
        </Button>
      </form>
    </Frame>
  );
}
