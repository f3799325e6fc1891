import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTENT_MAX, TITLE_MAX } from '../../contract/limits';
import { isBlankText, removeHiddenControls } from '../../contract/text';
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
import { refusalReason } from './refusal';
import { nextAttempt, type PostAttempt } from './post-attempt';

const Form = styled('form')`
  display: grid;
  gap: 14px;
  & label { display: grid; gap: 6px; font-weight: 600; }
  & textarea { min-height: 140px; }
  & .hint { color: var(--ob-muted); font-size: var(--ob-s); }
  & .actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 10px; }
`;

/**
 * The new-post dialog. Its draft outlives closing, so Cancel loses nothing; it submits only when
 * title and content show something once white space and invisible characters are left out, and
 * drops control characters and bidirectional overrides as they are typed or pasted, as the API
 * does (docs/behaviour.md#community). Success closes the dialog, clears the
 * form, refetches the list and says so; failure says so in a toast, shown above the dialog, with
 * the refusal's reason when it has one, and keeps the text: nothing else (docs/behaviour.md#community).
 */
export function NewPostDialog({ api, open, onClose }: { api: string; open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  // A ref as well as state: two submits in one tick must not both get through.
  const sending = useRef(false);
  // The last attempt sent, until one is stored: sending the same draft again is its retry, same key.
  const attempt = useRef<PostAttempt | undefined>(undefined);
  const hintId = useId();
  const ready = !isBlankText(title) && !isBlankText(content);

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
      const reason = refusalReason(error);
      toast(
        reason
          ? { ...CREATE_FAILED_TOAST, description: `${CREATE_FAILED_TOAST.description} ${reason}` }
          : CREATE_FAILED_TOAST,
      );
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
    toast(CREATED_TOAST);
    void refetchPosts(api);
  };

  return (
    <Dialog open={open} onClose={onClose} title={DIALOG_TITLE} description={DIALOG_DESCRIPTION}>
      <Form onSubmit={submit}>
        <label>
          Title
          <Input
            name="title"
            autoComplete="off"
            maxLength={TITLE_MAX}
            value={title}
            readOnly={pending}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              setTitle(removeHiddenControls(event.currentTarget.value))
            }
          />
        </label>
        <label>
          Content
          <Textarea
            name="content"
            maxLength={CONTENT_MAX}
            value={content}
            readOnly={pending}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
              setContent(removeHiddenControls(event.currentTarget.value, true))
            }
          />
        </label>
        {!ready && (
          <p className="hint" id={hintId}>
            {BLANK_HINT}
          </p>
        )}
        <div className="actions">
          <Button type="button" data-variant="outline" onClick={onClose}>
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
