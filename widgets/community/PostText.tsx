// A post's text in the forum's list (Forum.tsx, whose styles it takes: .content, .more).
import { useState } from 'react';
import { type I18n, t, toast } from '../_runtime';
import { FULL_TEXT_FAILED_TOAST, SHOW_LESS_LABEL, SHOW_MORE_LABEL, type ForumPost } from './constants';
import { fullContent } from './forum-api';
import { shown } from './toasts';

/**
 * A post's content: a long one is listed as an excerpt, with a button that fetches the whole text
 * once (GET /api/forum/posts/{id}) and shows or hides it.
 */
export function PostText({ api, post, i18n }: { api: string; post: ForumPost; i18n: I18n | undefined }) {
  const [whole, setWhole] = useState<string>();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const id = `ob-post-${post.id}-text`;
  if (!post.truncated) return <p className="content">{post.content}</p>;
  const toggle = async () => {
    if (loading) return;
    if (open || whole !== undefined) return setOpen(!open);
    setLoading(true);
    try {
      setWhole(await fullContent(api, post.id));
      setOpen(true);
    } catch {
      toast(shown(FULL_TEXT_FAILED_TOAST, i18n));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <p className="content" id={id}>
        {open && whole !== undefined ? whole : `${post.content}…`}
      </p>
      <button
        type="button"
        className="more"
        aria-expanded={open}
        aria-controls={id}
        aria-disabled={loading}
        onClick={() => void toggle()}
      >
        {t(i18n, open ? SHOW_LESS_LABEL : SHOW_MORE_LABEL)}
      </button>
    </>
  );
}
