import { useRef, useState } from 'react';
import { Button, Card, Icon, type I18n, styled, t, toast, useQuery, useToastRegion } from '../_runtime';
import {
  COUNTS_PATH,
  EMPTY_TEXT,
  FORUM_REFRESH_MS,
  FORUM_TITLE,
  LIKE_ELSEWHERE_LABEL,
  LIKE_FAILED_TOAST,
  LOAD_ERROR_TEXT,
  LIKES_PATH,
  LOADING_TEXT,
  NEW_POST_LABEL,
  OFFICIAL_FORUM_URL,
  POST_ELSEWHERE_LABEL,
  POSTS_PATH,
  RETRY_LABEL,
  type ForumPost,
} from './constants';
import { useWriteAccess } from '../_runtime/write-access';
import { likedKey, likePost, ownWrites, refetchPosts } from './forum-api';
import { NewPostDialog } from './NewPostDialog';
import { PostText } from './PostText';
import { withOwnWrites } from './own-writes';
import { withCounts } from './counts';
import { readPosts } from './posts';
import { relativeTime } from './relative-time';
import { shown } from './toasts';

const Panel = styled(Card)`
  display: grid;
  gap: 16px;
  align-content: start;
  & .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
  /* A link that looks like the New Post button (Button's rules, in its order). */
  & .elsewhere {
    display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 8px 18px;
    border: 1px solid var(--ob-accent); border-radius: 10px; background: var(--ob-accent); color: var(--ob-accent-text);
    font-weight: 600; text-decoration: none;
  }
  & ul { list-style: none; display: grid; gap: 12px; }
  & li { display: grid; gap: 8px; padding: 16px; border: 1px solid var(--ob-border); border-radius: 10px; }
  & h4 { font-weight: 600; line-height: 1.4; overflow-wrap: anywhere; }
  & .content { color: var(--ob-muted); white-space: pre-line; overflow-wrap: anywhere; }
  & .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; color: var(--ob-muted); font-size: var(--ob-s); }
  /* A name may be one long word (an import's): it breaks rather than widen the forum. */
  & .author { font-weight: 600; color: var(--ob-text); overflow-wrap: anywhere; }
  & .actions { display: flex; align-items: center; gap: 16px; color: var(--ob-muted); font-size: var(--ob-s); }
  & .like {
    display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 4px 10px;
    border: 1px solid var(--ob-border); border-radius: 8px; background: transparent; color: var(--ob-text); font: inherit;
    cursor: pointer; text-decoration: none;
  }
  & .like:hover, & .like[aria-pressed='true'] { border-color: var(--ob-red); color: var(--ob-red); }
  & .like[aria-pressed='true'] svg { fill: currentColor; }
  & .like[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
  & .replies { display: inline-flex; align-items: center; gap: 6px; }
  & .more {
    justify-self: start; padding: 0; border: 0; background: none; color: var(--ob-accent); font: inherit;
    font-size: var(--ob-s); text-decoration: underline; cursor: pointer;
  }
  & .more[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
  & .state { display: grid; justify-items: center; gap: 12px; padding: 24px 8px; text-align: center; color: var(--ob-muted); }
`;

const HEART =
  'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z';
const BUBBLE = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';
const PLUS = 'M12 5v14M5 12h14';

function PostItem({
  api,
  post,
  now,
  liked,
  liking,
  onLike,
  readOnly,
  i18n,
}: {
  api: string;
  post: ForumPost;
  now: number;
  liked: boolean;
  liking: boolean;
  onLike: () => void;
  /** A page that may not write (an embed page framed by a site outside ALLOWED_ORIGINS): a link to the official page instead. */
  readOnly: boolean;
  i18n: I18n | undefined;
}) {
  const ago = relativeTime(post.createdAt, now, i18n);
  const count = t(i18n, post.likes === 1 ? '{0} like' : '{0} likes', post.likes);
  const likes = (
    <>
      <Icon d={HEART} size={16} />
      <span>{post.likes}</span>
    </>
  );
  return (
    <li>
      <h4>{post.title}</h4>
      <PostText api={api} post={post} i18n={i18n} />
      <p className="meta">
        {post.author && <span className="author">{post.author}</span>}
        {post.author && ago && <span aria-hidden="true">·</span>}
        {ago && <time dateTime={post.createdAt}>{ago}</time>}
      </p>
      <div className="actions">
        {readOnly ? (
          <a
            className="like"
            href={OFFICIAL_FORUM_URL}
            target="_blank"
            rel="noopener"
            aria-label={t(i18n, LIKE_ELSEWHERE_LABEL, count)}
          >
            {likes}
          </a>
        ) : (
          <button
            type="button"
            className="like"
            aria-label={t(i18n, 'Like, {0}', count)}
            aria-pressed={liked}
            aria-disabled={liking}
            onClick={onLike}
          >
            {likes}
          </button>
        )}
        <span className="replies">
          <Icon d={BUBBLE} size={16} />
          {t(i18n, post.replies === 1 ? '{0} reply' : '{0} replies', post.replies)}
        </span>
      </div>
    </li>
  );
}

/**
 * The forum: the post list from GET /api/forum/posts (refetched every 30 s), likes (one per reader,
 * pressed again to take back) and the new-post dialog.
 */
export function Forum({ api, i18n }: { api: string; i18n: I18n | undefined }) {
  useToastRegion(i18n);
  const query = useQuery<unknown>(api, [POSTS_PATH], { refetchInterval: FORUM_REFRESH_MS });
  // Likes and replies come apart from the posts, so a like does not make every reader download the list again.
  const counts = useQuery<unknown>(api, [COUNTS_PATH], { refetchInterval: FORUM_REFRESH_MS });
  // The posts this reader likes: read once the forum opens (no poll: only this reader's presses change it).
  const likedQuery = useQuery<unknown>(api, __OREBIT_SERVER__ ? [LIKES_PATH] : likedKey());
  // This page's answers to the reader's presses, newer than any read of the above.
  const [pressed, setPressed] = useState<ReadonlyMap<ForumPost['id'], boolean>>(new Map());
  const likedIds = (likedQuery.data as { liked?: unknown } | null | undefined)?.liked;
  const isLiked = (id: ForumPost['id']) =>
    pressed.get(id) ?? (Array.isArray(likedIds) && likedIds.some((liked) => String(liked) === String(id)));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [liking, setLiking] = useState<ReadonlySet<ForumPost['id']>>(new Set());
  const access = useWriteAccess();
  // Only an embed page is ever read-only (its script, which hydrates, is the one that writes through
  // a writer frame: write-access.ts); the other scripts leave the links to the official page out.
  const readOnly = __OREBIT_HYDRATE__ && access === 'read-only';
  // A ref as well as state: a second click before the render must not like twice.
  const likesInFlight = useRef(new Set<ForumPost['id']>());
  // Times count from when the list arrived (a render stays pure); the 30 s refetch moves them on.
  const now = query.updatedAt;
  // This reader's confirmed posts and likes show even when the list comes from a stale KV copy.
  const posts =
    query.data === undefined ? [] : withOwnWrites(withCounts(readPosts(query.data), counts.data), ownWrites(api), now);
  // A failed refetch keeps the last list (the query cache keeps the last data); only a load that
  // never succeeded shows the error.
  const failed = query.status === 'error' && query.data === undefined;
  const loading = query.status === 'loading';

  const like = async (id: ForumPost['id']) => {
    if (likesInFlight.current.has(id)) return;
    likesInFlight.current.add(id);
    setLiking(new Set(likesInFlight.current));
    try {
      // The state the reader asks for, not a toggle: a press sent twice cannot undo itself.
      const liked = await likePost(api, id, !isLiked(id));
      setPressed((known) => new Map(known).set(id, liked));
      await refetchPosts(api);
    } catch {
      // Nothing was counted: the list keeps showing the server's number.
      toast(shown(LIKE_FAILED_TOAST, i18n));
    } finally {
      likesInFlight.current.delete(id);
      setLiking(new Set(likesInFlight.current));
    }
  };

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    await refetchPosts(api);
    setRetrying(false);
  };

  let body;
  if (posts.length > 0) {
    body = (
      <ul aria-label={t(i18n, 'Forum posts')}>
        {posts.map((post) => (
          <PostItem
            key={post.id}
            api={api}
            post={post}
            now={now}
            liked={isLiked(post.id)}
            liking={liking.has(post.id)}
            onLike={() => void like(post.id)}
            readOnly={readOnly}
            i18n={i18n}
          />
        ))}
      </ul>
    );
  } else if (failed) {
    body = (
      <div className="state">
        <p role="alert">{t(i18n, LOAD_ERROR_TEXT)}</p>
        {/* aria-disabled rather than disabled: the button keeps focus while the list reloads. */}
        <Button type="button" data-variant="outline" aria-disabled={retrying} onClick={() => void retry()}>
          {t(i18n, RETRY_LABEL)}
        </Button>
      </div>
    );
  } else {
    body = (
      <p className="state" role="status">
        {t(i18n, loading ? LOADING_TEXT : EMPTY_TEXT)}
      </p>
    );
  }

  return (
    <Panel as="section" aria-labelledby="ob-forum-title">
      <header className="head">
        <h3 id="ob-forum-title" className="ob-subtitle">
          {t(i18n, FORUM_TITLE)}
        </h3>
        {readOnly ? (
          <a className="elsewhere" href={OFFICIAL_FORUM_URL} target="_blank" rel="noopener">
            <Icon d={PLUS} size={16} />
            {t(i18n, POST_ELSEWHERE_LABEL)}
          </a>
        ) : (
          <Button type="button" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
            <Icon d={PLUS} size={16} />
            {t(i18n, NEW_POST_LABEL)}
          </Button>
        )}
      </header>
      {/* No aria-live on the list: its times change and it refetches every 30 s. */}
      <div aria-busy={loading || retrying} data-testid="forum-posts">
        {body}
      </div>
      <NewPostDialog api={api} open={dialogOpen} onClose={() => setDialogOpen(false)} i18n={i18n} />
    </Panel>
  );
}
