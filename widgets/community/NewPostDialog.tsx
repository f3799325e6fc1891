import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTENT_MAX, TITLE_MAX } from '../../contract/limits';
import { isBlankText, removeHiddenControls } from '../../contract/text';
import { Button, Dialog, emit, type I18n, Input, styled, t, Textarea, toast } from '../_runtime';
import {
  BLANK_HINT,
  CONTENT_LABEL,
  CREATE_FAILED_TOAST,
  CREATED_TOAST,
  DIALOG_DESCRIPTION,
  DIALOG_TITLE,
  SUBMIT_LABEL,
  SUBMITTING_LABEL,
  TITLE_LABEL,
} from './constants';
import { createPost, refetchPosts } from './forum-api';
import { refusalReason } from './refusal';
import { nextAttempt, type PostAttempt } from './post-attempt';
import { roomLeft, type Band, type Room } from './room-left';
import { shown } from './toasts';

const Form = styled('form')`
  display: grid;
  gap: 14px;
  & label, & .field { display: grid; gap: 6px; font-weight: 600; }
  & textarea { min-height: 140px; }
  & .hint, & .count { color: var(--ob-muted); font-size: var(--ob-s); font-weight: 400; }
  & .count[data-over] { color: var(--ob-red); font-weight: 600; }
  & .actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 10px; }
`;

/** A field's counter, shown near its limit and over it (its words are read with the field, not live). */
function Count({ id, room }: { id: string; room: Room }) {
  if (room.band === 'room') return null;
  return (
    <span className="count" id={id} data-over={room.band === 'over' || undefined}>
      {room.text}
    </span>
  );
}

/**
 * The new-post dialog. Its draft outlives closing, so Cancel loses nothing; it submits only when
 * title and content show something once white space and invisible characters are left out, and
 * drops control characters and bidirectional overrides as they are typed or pasted, as the API
 * does (docs/behaviour.md#community). Nothing typed is cut: near a limit a counter shows the
 * characters left, over it how many too many, and the submit button waits, saying why, until the
 * text fits. Success closes the dialog, clears the
 * form, refetches the list and says so; failure says so in a toast, shown above the dialog, with
 * the refusal's reason when it has one, and keeps the text: nothing else (docs/behaviour.md#community).
 */
export function NewPostDialog({
  api,
  open,
  onClose,
  i18n,
}: {
  api: string;
  open: boolean;
  onClose: () => void;
  i18n: I18n | undefined;
}) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  // A ref as well as state: two submits in one tick must not both get through.
  const sending = useRef(false);
  // The last attempt sent, until one is stored: sending the same draft again is its retry, same key.
  const attempt = useRef<PostAttempt | undefined>(undefined);
  const hintId = useId();
  const titleLabel = t(i18n, TITLE_LABEL);
  const contentLabel = t(i18n, CONTENT_LABEL);
  const titleRoom = roomLeft(title, TITLE_MAX, i18n);
  const contentRoom = roomLeft(content, CONTENT_MAX, i18n);
  const blank = isBlankText(title) || isBlankText(content);
  const titleOver = titleRoom.band === 'over';
  const contentOver = contentRoom.band === 'over';
  const ready = !blank && !titleOver && !contentOver;
  // Read out when a field comes near its limit or goes over it (or back), not at every keystroke.
  const [announced, setAnnounced] = useState('');
  const bands = useRef<Record<string, Band>>({});
  const edited = (field: string, room: Room) => {
    const before = bands.current[field] ?? 'room';
    bands.current[field] = room.band;
    if (room.band !== before && !(room.band === 'room' && before === 'near')) setAnnounced(`${field}: ${room.text}`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || sending.current) return;
    sending.current = true;
    setPending(true);
    const form = event.currentTarget;
    let created: { id: number; title: string };
    try {
      attempt.current = nextAttempt(attempt.current, title.trim(), content.trim());
      created = await createPost(api, attempt.current);
    } catch (error) {
      // The spec's sentence, then the refusal's reason when it has one (refusal.ts).
      const reason = refusalReason(error, i18n);
      const failed = shown(CREATE_FAILED_TOAST, i18n);
      toast(reason ? { ...failed, description: `${failed.description} ${reason}` } : failed);
      return;
    } finally {
      sending.current = false;
      setPending(false);
    }
    attempt.current = undefined;
    // While the form is still in the widget (closing may take it out), so the host element hears it.
    emit(form, 'forum:post', created);
    setTitle('');
    setContent('');
    onClose();
    toast(shown(CREATED_TOAST, i18n));
    void refetchPosts(api);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(i18n, DIALOG_TITLE)}
      description={t(i18n, DIALOG_DESCRIPTION)}
      i18n={i18n}
    >
      <Form onSubmit={submit}>
        <div className="field">
          <label>
            {titleLabel}
            <Input
              name="title"
              autoComplete="off"
              value={title}
              readOnly={pending}
              aria-invalid={titleRoom.band === 'over'}
              aria-describedby={titleRoom.band === 'room' ? undefined : `${hintId}t`}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const value = removeHiddenControls(event.currentTarget.value);
                edited(titleLabel, roomLeft(value, TITLE_MAX, i18n));
                setTitle(value);
              }}
            />
          </label>
          <Count id={`${hintId}t`} room={titleRoom} />
        </div>
        <div className="field">
          <label>
            {contentLabel}
            <Textarea
              name="content"
              value={content}
              readOnly={pending}
              aria-invalid={contentRoom.band === 'over'}
              aria-describedby={contentRoom.band === 'room' ? undefined : `${hintId}c`}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
                const value = removeHiddenControls(event.currentTarget.value, true);
                edited(contentLabel, roomLeft(value, CONTENT_MAX, i18n));
                setContent(value);
              }}
            />
          </label>
          <Count id={`${hintId}c`} room={contentRoom} />
        </div>
        <p className="ob-sr-only" aria-live="polite">
          {announced}
        </p>
        {!ready && (
          <p className="hint" id={hintId}>
            {t(
              i18n,
              blank
                ? BLANK_HINT
                : !contentOver
                  ? 'Shorten the title to post.'
                  : titleOver
                    ? 'Shorten the title and content to post.'
                    : 'Shorten the content to post.',
            )}
          </p>
        )}
        <div className="actions">
          <Button type="button" data-variant="outline" onClick={onClose}>
            {t(i18n, 'Cancel')}
          </Button>
          <Button type="submit" disabled={!ready || pending} aria-describedby={ready ? undefined : hintId}>
            {t(i18n, pending ? SUBMITTING_LABEL : SUBMIT_LABEL)}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
