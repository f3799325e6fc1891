import type { ForumPost, NewsArticle, Removal } from '../../contract/schemas';
import {
  toArticle,
  toPost,
  toRemoval,
  type ArticleRow,
  type ItemKind,
  type PostRow,
  type RemovalColumns,
} from './content-rows';

// The console's lists: listed or removed posts and articles, searched, paged, each removed one with
// who removed it and why (its latest removal in the audit log).

/** A page of posts or articles as operators see them. */
export interface OperatorQuery {
  /** Removed items (newest removal first) instead of listed ones (newest first). */
  removed: boolean;
  /** Text in the title or the content (posts) or the title or source (articles). */
  text?: string;
  /** The author (posts) or source (articles), in part. */
  author?: string;
  offset: number;
  limit: number;
}

/** What the console searches in, for each kind. */
const SEARCHED = {
  post: { table: 'posts', text: ['title', 'content'], author: 'author' },
  article: { table: 'articles', text: ['title', 'source'], author: 'source' },
} as const satisfies Record<ItemKind, { table: string; text: readonly string[]; author: string }>;

/** LIKE's pattern for text found anywhere, with its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of the console's lists: listed or removed, and the search. */
function filter(kind: ItemKind, query: OperatorQuery): { where: string; args: SqlStorageValue[] } {
  const { text, author } = SEARCHED[kind];
  const where = [query.removed ? 'i.removed_at IS NOT NULL' : 'i.removed_at IS NULL'];
  const args: SqlStorageValue[] = [];
  if (query.text) {
    where.push(`(${text.map((c) => `i.${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...text.map(() => containing(query.text!)));
  }
  if (query.author) {
    where.push(`i.${author} LIKE ? ESCAPE '\\'`);
    args.push(containing(query.author));
  }
  return { where: where.join(' AND '), args };
}

/** A page of `kind`'s items for the console, with the total the search found. */
function operatorItems<Row extends PostRow | ArticleRow, Item>(
  sql: SqlStorage,
  kind: ItemKind,
  query: OperatorQuery,
  toItem: (row: Row) => Item,
): { items: Array<Item & { removal?: Removal }>; total: number } {
  const { table } = SEARCHED[kind];
  const { where, args } = filter(kind, query);
  const total = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} i WHERE ${where}`, ...args).one().n;
  const items = sql
    .exec<Row & RemovalColumns>(
      `SELECT i.*, a.email AS removed_by, a.reason AS removal_reason FROM ${table} i
        LEFT JOIN audit_log a ON i.removed_at IS NOT NULL AND a.id = (
          SELECT MAX(id) FROM audit_log WHERE target_kind = '${kind}' AND target_id = i.id AND action = '${kind}.remove')
        WHERE ${where}
        ORDER BY ${query.removed ? 'i.removed_at DESC, ' : ''}i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`,
      ...args,
      query.limit,
      query.offset,
    )
    .toArray()
    .map((r) => ({ ...toItem(r), ...(r.removed_at === null ? {} : { removal: toRemoval(r) }) }));
  return { items, total };
}

/** Listed or removed posts for the console, searched by text and author. */
export const operatorPosts = (sql: SqlStorage, query: OperatorQuery) =>
  operatorItems<PostRow, ForumPost>(sql, 'post', query, toPost);

/** Listed or removed articles for the console, searched by title and source. */
export const operatorArticles = (sql: SqlStorage, query: OperatorQuery) =>
  operatorItems<ArticleRow, NewsArticle>(sql, 'article', query, toArticle);
