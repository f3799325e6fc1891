import { useRef, useState } from 'react';
import { Button, Card, emit, Icon, Input, styled, t, Textarea, type I18n } from '../_runtime';
import type { WidgetEvents } from '../_runtime/bus';
import { DEFAULT_MESSAGE, PLATFORMS, SHARE_WINDOW } from './constants';
import { ICONS } from './icons';
import { shareMessage, shareUrl } from './share';
import { useCopy } from './use-copy';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  & .row { display: flex; gap: 8px; }
  & .row > button { padding: 8px 12px; }
  & .label { display: flex; justify-content: space-between; align-items: center; gap: 8px; font-weight: 600; }
  & .label button { min-height: 32px; padding: 4px 12px; }
  & ul { list-style: none; display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
  & ul button { width: 100%; }
  @container (max-width: 520px) {
    & ul { grid-template-columns: 1fr 1fr; }
  }
`;

/** The platforms the `referral:share` event names. */
type SharedOn = WidgetEvents['referral:share']['platform'];

/** The referral link with its copy button, the message editor and the eight share buttons. */
export function ShareCard({ link, i18n }: { link: string; i18n: I18n | undefined }) {
  const field = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopy();
  const [text, setText] = useState('');
  const fallback = t(i18n, DEFAULT_MESSAGE);
  const message = shareMessage(text, fallback);

  return (
    <Panel>
      <h3 className="ob-subtitle">{t(i18n, 'Your Referral Link')}</h3>
      <div className="row">
        <Input
          ref={field}
          readOnly
          value={link}
          aria-label={t(i18n, 'Your referral link')}
          onFocus={() => field.current?.select()}
        />
        <Button
          type="button"
          data-variant="outline"
          aria-label={t(i18n, copied ? 'Copied' : 'Copy link')}
          data-copied={copied || undefined}
          onClick={() => field.current && copy(field.current)}
        >
          <Icon d={copied ? ICONS.check : ICONS.copy} size={18} />
        </Button>
        <span role="status" className="ob-sr-only">
          {copied ? t(i18n, 'Link copied') : ''}
        </span>
      </div>
      <div className="label">
        <label htmlFor="ob-share-message">{t(i18n, 'Your message')}</label>
        <Button type="button" data-variant="outline" onClick={() => setText(fallback)}>
          {t(i18n, 'Use Default')}
        </Button>
      </div>
      <Textarea
        id="ob-share-message"
        rows={4}
        placeholder={fallback}
        value={text}
        onChange={(event: { currentTarget: HTMLTextAreaElement }) => setText(event.currentTarget.value)}
      />
      <h4>{t(i18n, 'Share on')}</h4>
      <ul>
        {PLATFORMS.map(([platform, label]) => {
          const url = shareUrl(platform, message, link);
          return (
            <li key={platform}>
              {/* Instagram and Discord have no working link (docs/behaviour.md#referral): plain buttons. */}
              <Button
                type="button"
                data-variant="outline"
                onClick={
                  url
                    ? (event: { currentTarget: HTMLButtonElement }) => {
                        window.open(url, '_blank', SHARE_WINDOW);
                        // Only a platform with a share page has a link: one the event names.
                        emit(event.currentTarget, 'referral:share', { platform: platform as SharedOn });
                      }
                    : undefined
                }
              >
                {label}
              </Button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
