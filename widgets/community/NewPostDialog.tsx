import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTENT_MAX, TITLE_MAX } from '../../worker/limits';
import { Button, Dialog, emit, Input, styled, Textarea, toast } from '../_runtime';
import {
  BLANK_HINT,
  CREATE_FAILED_TOAST,
  CREATED_TOAST,
  DIALOG_DESCRIPTION,
  DIALOG_TITLE,
  SUBMIT_LABEL,
  SUBMITTING_LABEL,
} from './constants';
import { createPost, refetchPosts } from './forum-api';

const Form = styled('form')`
  display: grid;
  gap: 14px;
  & label { display: grid; gap: 6px; font-size: 14px; font-weight: 600; }
  & textarea { min-height: 140px; }
  & .hint { color: var(--ob-muted); font-size: 13px; }
  & .error {
    padding: 10px 12px; border-radius: 10px; font-size: 14px; color: var(--ob-text);
    background: color-mix(in srgb, var(--ob-red) 14%, transparent);
    border: 1px solid color-mix(in srgb, var(--ob-red) 45%, transparent);
  }
  & .actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 10px; }
`;

/**
 * The new-post dialog. Its draft outlives closing, so Cancel loses nothing; it submits only when
 * title and content are non-blank after trimming (docs/behaviour.md#community). Success closes the dialog, clears the
 * form, refetches the list and says so; failure says so and keeps the text (docs/behaviour.md#community).
 */
export function NewPostDialog({ api, open, onClose }: { api: string; open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // A ref as well as state: two submits in one tick must not both get through.
  const sending = useRef(false);
  const hintId = useId();
  const ready = title.trim() !== '' && content.trim() !== '';
  // A failure note is about the last try: it goes when the dialog closes.
  const close = () => {
    setFailed(false);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || sending.current) return;
    sending.current = true;
    setPending(true);
    setFailed(false);
    const form = event.currentTarget;
    let created: { id: number; title: string };
    try {
      created = await createPost(api, title, content);
    } catch {
      toast(CREATE_FAILED_TOAST);
      setFailed(true);
      return;
    } finally {
      sending.current = false;
      setPending(false);
    }
    // While the form is still in the widget (closing may take it out), so the host element hears it.
    emit(form, 'forum:post', created);
    setTitle('');
    setContent('');
    close();
    toast(CREATED_TOAST);
    void refetchPosts(api);
  };

  return (
    <Dialog open={open} onClose={close} title={DIALOG_TITLE} description={DIALOG_DESCRIPTION}>
      <Form onSubmit={submit}>
        <label>
          Title
          <Input
            name="title"
            autoComplete="off"
            maxLength={TITLE_MAX}
            value={title}
            readOnly={pending}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setTitle(event.currentTarget.value);
              setFailed(false);
            }}
          />
        </label>
        <label>
          Content
          <Textarea
            name="content"
            maxLength={CONTENT_MAX}
            value={content}
            readOnly={pending}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              setContent(event.currentTarget.value);
              setFailed(false);
            }}
          />
        </label>
        {/* The toast sits under the modal dialog's backdrop, where it is inert and not announced:
            the dialog repeats the failure in its own alert. */}
        {failed && (
          <p className="error" role="alert">
            {CREATE_FAILED_TOAST.description}
          </p>
        )}
        {!ready && (
          <p className="hint" id={hintId}>
            {BLANK_HINT}
          </p>
        )}
        <div className="actions">
          <Button type="button" data-variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || pending} aria-describedby={ready ? undefined : hintId}>
            {pending ? SUBMITTING_LABEL : SUBMIT_LABEL}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
