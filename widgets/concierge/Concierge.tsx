import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, SectionHeader, styled, t, type I18n, type WidgetProps } from '../_runtime';
import { ChatCard } from './ChatCard';
import type { conciergeConfig } from './config';
import { LAUNCHER_CLASS, launcherIcon, launcherLabel, PANEL_ID } from './launcher';
import { CARD_TITLE, FEATURES, SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { useChat } from './use-chat';

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .tiles { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; list-style: none; align-content: start; }
  & .tiles li { padding: 16px; border-radius: var(--ob-radius); background: var(--ob-surface); border: 1px solid var(--ob-border); }
  & .tiles h3 { font-size: var(--ob-m); margin-bottom: 4px; }
  & .tiles p { font-size: var(--ob-s); color: var(--ob-muted); }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 2fr 3fr; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
    & .tiles { grid-template-columns: minmax(0, 1fr); }
  }
`;

// The chat panel above the launcher (launcher.ts), kept in the page while closed.
const Floating = styled('div')`
  & .panel {
    position: fixed; inset-inline-end: 20px; bottom: 92px; z-index: 2147483000;
    width: min(400px, calc(100vw - 40px));
    --chat-height: min(600px, calc(100dvh - 120px));
    border-radius: var(--ob-radius); box-shadow: 0 24px 64px rgb(0 0 0 / 0.45);
  }
`;

function FloatingChat({ i18n }: { i18n: I18n | undefined }) {
  const chat = useChat(i18n?.keywords);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <Floating className={LAUNCHER_CLASS}>
      {/* The panel stays mounted while closed, so the conversation and a pending reply survive. */}
      <div
        className="panel"
        id={PANEL_ID}
        role="dialog"
        aria-label={t(i18n, CARD_TITLE)}
        hidden={!open}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key === 'Escape') close();
        }}
      >
        <ChatCard chat={chat} inputRef={input} i18n={i18n} />
      </div>
      <button
        ref={launcher}
        type="button"
        className="launcher"
        aria-label={launcherLabel(i18n, open)}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon d={launcherIcon(open)} size={26} />
      </button>
    </Floating>
  );
}

function InlineConcierge({ i18n }: { i18n: I18n | undefined }) {
  const chat = useChat(i18n?.keywords);
  return (
    <Section aria-labelledby="ob-concierge-title">
      <SectionHeader id="ob-concierge-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <ul className="tiles" aria-label={t(i18n, 'What the concierge does')}>
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <h3>{t(i18n, feature.title)}</h3>
              <p>{t(i18n, feature.text)}</p>
            </li>
          ))}
        </ul>
        <ChatCard chat={chat} i18n={i18n} />
      </div>
    </Section>
  );
}

/** The AI Concierge: canned advice chosen in the browser (docs/behaviour.md#concierge), inline or as a floating chat. */
export function Concierge({ mode, i18n }: WidgetProps<typeof conciergeConfig>) {
  return mode === 'floating' ? <FloatingChat i18n={i18n} /> : <InlineConcierge i18n={i18n} />;
}
