// Who liked which post, in the content store's SQLite (content-store.ts): one row per reader and
// post, the reader as a salted hash of the id the widget sends (worker/domain/forum/reader-key.ts),
// so a post's likes count each reader once. The statements run inside the store's transaction.
import { FORUM_LIST_MAX } from '../../contract/limits';

/** A like as the store answers it: the post's count after the press, and whether this reader now likes it. */
export interface LikeState {
  likes: number;
  liked: boolean;
}

/**
 * Sets whether `reader` likes post `id`: `wanted` true likes, false takes a like back, undefined
 * turns it over (a second press unlikes). The count moves only when the reader's like is added or
 * taken back, so repeated presses never count twice. Null when there is no such listed post.
 */
export function setLike(
  sql: SqlStorage,
  id: number,
  reader: string,
  wanted: boolean | undefined,
): (LikeState & { changed: boolean }) | null {
  const [post] = sql
    .exec<{ likes: number }>('SELECT likes FROM posts WHERE id = ? AND removed_at IS NULL', id)
    .toArray();
  if (!post) return null;
  const had = sql.exec('SELECT 1 FROM post_likes WHERE post_id = ? AND reader = ?', id, reader).toArray().length > 0;
  const liked = wanted ?? !had;
  if (liked === had) return { likes: post.likes, liked, changed: false };
  if (liked) sql.exec('INSERT INTO post_likes (post_id, reader) VALUES (?, ?)', id, reader);
  else sql.exec('DELETE FROM post_likes WHERE post_id = ? AND reader = ?', id, reader);
  const { likes } = sql
    .exec<{ likes: number }>(
      'UPDATE posts SET likes = MAX(0, likes + ?) WHERE id = ? RETURNING likes',
      liked ? 1 : -1,
      id,
    )
    .one();
  return { likes, liked, changed: true };
}

/** The ids of the listed posts (the newest FORUM_LIST_MAX) that `reader` likes, newest first. */
export function likedBy(sql: SqlStorage, reader: string): number[] {
  return sql
    .exec<{ id: number }>(
      `SELECT id FROM (SELECT id, created_at FROM posts WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ?)
       WHERE EXISTS (SELECT 1 FROM post_likes WHERE post_id = id AND reader = ?) ORDER BY created_at DESC, id DESC`,
      FORUM_LIST_MAX,
      reader,
    )
    .toArray()
    .map((row) => row.id);
}

/** Forgets who liked post `id` (its purge). */
export function forgetLikesOf(sql: SqlStorage, id: number): void {
  sql.exec('DELETE FROM post_likes WHERE post_id = ?', id);
}
