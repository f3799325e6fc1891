import {
  FORUM_EXCERPT_MAX,
  FORUM_LIST_MAX,
  FORUM_LIST_MAX_BYTES,
  type ForumCounts,
  type ForumPost,
  type NewsArticle,
  type Removal,
} from '../../contract/schemas';
import { excerpt, withinListBudget } from '../../contract/forum-list';

// The content store's rows and the API's shapes of them: the one place that knows the column names
// of `posts` and `articles`.

/** The two kinds of item operators remove and restore, and where each lives. */
export const ITEMS = {
  post: { table: 'posts', list: 'forum' },
  article: { table: 'articles', list: 'news' },
} as const;
export type ItemKind = keyof typeof ITEMS;

export interface PostRow {
  id: number;
  title: string;
  content: string;
  created_at: string;
  likes: number;
  replies: number;
  author: string;
  removed_at: string | null;
  [column: string]: SqlStorageValue;
}

export interface ArticleRow {
  id: number;
  source: string;
  title: string;
  category: string;
  created_at: string;
  is_official: number;
  removed_at: string | null;
  [column: string]: SqlStorageValue;
}

/** A removed item's row with who removed it and why (the latest removal in the audit log). */
export interface RemovalColumns {
  removed_by: string | null;
  removal_reason: string | null;
}

/** Who removed the item and why, or undefined for a listed one. */
export const toRemoval = (r: { removed_at: string | null } & RemovalColumns): Removal | undefined =>
  r.removed_at === null
    ? undefined
    : { removedAt: r.removed_at, removedBy: r.removed_by ?? '', reason: r.removal_reason ?? '' };

export const toPost = (r: PostRow): ForumPost => ({
  id: r.id,
  title: r.title,
  content: r.content,
  createdAt: r.created_at,
  likes: r.likes,
  replies: r.replies,
  author: r.author,
});

export const toArticle = (r: ArticleRow): NewsArticle => ({
  id: r.id,
  source: r.source,
  title: r.title,
  category: r.category,
  createdAt: r.created_at,
  isOfficial: r.is_official === 1,
});

/** A row of either kind as the API shows it. */
export const toItem = (kind: ItemKind, row: PostRow | ArticleRow): ForumPost | NewsArticle =>
  kind === 'post' ? toPost(row as PostRow) : toArticle(row as ArticleRow);

/** A post as the list shows it: content longer than FORUM_EXCERPT_MAX as an excerpt, marked `truncated`. */
const toListedPost = (r: PostRow): ForumPost =>
  r.content.length > FORUM_EXCERPT_MAX
    ? { ...toPost(r), content: excerpt(r.content, FORUM_EXCERPT_MAX), truncated: true }
    : toPost(r);

/**
 * The newest FORUM_LIST_MAX posts that fit in FORUM_LIST_MAX_BYTES, newest first, long ones as
 * excerpts: the list published to KV.
 */
export const publicPosts = (sql: SqlStorage): ForumPost[] =>
  withinListBudget(
    sql
      .exec<PostRow>(
        'SELECT * FROM posts WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ?',
        FORUM_LIST_MAX,
      )
      .toArray()
      .map(toListedPost),
    FORUM_LIST_MAX_BYTES,
  );

/** One listed post with its content whole (GET /api/forum/posts/{id}), or null. */
export const listedPost = (sql: SqlStorage, id: number): ForumPost | null => {
  const [row] = sql.exec<PostRow>('SELECT * FROM posts WHERE id = ? AND removed_at IS NULL', id).toArray();
  return row ? toPost(row) : null;
};

/**
 * The likes and replies of the newest FORUM_LIST_MAX posts, newest first, as `[id, likes, replies]`:
 * the counts list published to KV, republished on every like without the posts' text.
 */
export const publicCounts = (sql: SqlStorage): ForumCounts =>
  [
    ...sql
      .exec<{ id: number; likes: number; replies: number }>(
        'SELECT id, likes, replies FROM posts WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ?',
        FORUM_LIST_MAX,
      )
      .raw(),
  ] as ForumCounts;

/** Every listed article, newest first: the list published to KV. */
export const publicArticles = (sql: SqlStorage): NewsArticle[] =>
  sql
    .exec<ArticleRow>('SELECT * FROM articles WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC')
    .toArray()
    .map(toArticle);
