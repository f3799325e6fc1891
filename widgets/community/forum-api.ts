// The forum's writes (spec §7). Success refetches the list; a new post's id goes to the host page.
import { apiRequest, invalidateQuery, queryUrl } from '../_runtime';
import { POSTS_PATH } from './constants';
import { anonymousUserId } from './user-id';

let pageUserId: string | undefined;

/** This browser's anonymous id, kept for the page even where storage is unavailable. */
function userId(): string {
  return (pageUserId ??= anonymousUserId(() => window.localStorage));
}

/** POST /api/forum/posts with the trimmed title and content; fails on any non-OK answer. */
export async function createPost(api: string, title: string, content: string): Promise<{ id: number; title: string }> {
  const res = await apiRequest('POST', queryUrl(api, [POSTS_PATH]), { title: title.trim(), content: content.trim(), userId: userId() });
  const created = (await res.json().catch(() => null)) as { id?: unknown } | null;
  return { id: Number(created?.id), title: title.trim() };
}

/** POST /api/forum/posts/{id}/like; fails on any non-OK answer. */
export async function likePost(api: string, id: string | number): Promise<void> {
  await apiRequest('POST', queryUrl(api, [POSTS_PATH, encodeURIComponent(String(id)), 'like']));
}

/** Refetches the post list now (after a new post, a like or a Retry). */
export function refetchPosts(api: string): Promise<void> {
  return invalidateQuery(api, [POSTS_PATH]);
}
