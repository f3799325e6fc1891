import { requireOperator, type OperatorContext } from '../middleware/operator';
import { newApp } from '../http/app';
import { readJsonBody } from '../http/body';
import { authorHandle, authorSalt } from '../domain/forum/author-handle';
import { enforceWriteLimits, likedReadLimits, likeLimits, postLimits } from '../domain/forum/write-limits';
import { postAttempt, readIdempotencyKey } from '../domain/forum/post-attempt';
import { clientAddress, clientNetwork } from '../http/client-address';
import { conditionalGet } from '../http/conditional-get';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { operatorCallMoved } from '../http/moved';
import {
  IMPORT_BODY_MAX_BYTES,
  ImportPostsSchema,
  LikeSchema,
  type LikeAnswer,
  NEW_POST_BODY_MAX_BYTES,
  NewPostSchema,
  parseId,
  ReaderIdSchema,
  RemovalSchema,
} from '../../contract/schemas';
import { readerKey } from '../domain/forum/reader-key';
import { IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { contentStore, readListJson } from '../storage/content';

/** /api/forum: the post list and its counts, new posts, likes and a reader's own likes (docs/behaviour.md#api). */
export const forum = newApp<{ Bindings: Env }>();

/** /api/admin/forum: imports, removals and restores, for a moderator (docs/api.md). */
export const forumOperations = newApp<OperatorContext>();

forum.get('/posts', conditionalGet(), async (c) => {
  c.header('Content-Type', 'application/json');
  return c.body(await readListJson(c.env, 'forum'));
});

// One post whole: the list shows a long post's content as an excerpt (`truncated: true`).
forum.get('/posts/:id', conditionalGet(), async (c) => {
  const id = parseId(c.req.param('id'));
  const post = id === undefined ? null : await contentStore(c.env).post(id);
  if (!post) throw new ApiError(404, 'not_found', `There is no post ${c.req.param('id')}.`);
  return c.json(post);
});

// Likes and replies apart from the posts: a like changes this small list, not the posts' ETag.
forum.get('/counts', conditionalGet(), async (c) => {
  c.header('Content-Type', 'application/json');
  return c.body(await readListJson(c.env, 'counts'));
});

const keyReused = () =>
  new ApiError(
    422,
    'idempotency_key_reused',
    `This ${IDEMPOTENCY_KEY_HEADER} came with another post in the last ${IDEMPOTENCY_KEEP_HOURS} hours: send a new post with a new key.`,
  );

forum.post('/posts', async (c) => {
  const key = readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (key === null)
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters, such as a UUID.`,
    );
  const post = await readJsonBody(c, NewPostSchema, NEW_POST_BODY_MAX_BYTES);
  const network = clientNetwork(clientAddress(c.req.raw));
  const author = await authorHandle(network, authorSalt(c.env));
  const store = contentStore(c.env);
  // userId is validated but not stored: it proves nothing about who is posting.
  const input = { title: post.title, content: post.content, author };
  const attempt = key === undefined ? undefined : await postAttempt(network, key, post);
  // A retry answers what the first attempt got, before the write limits: it takes no second slot.
  const first = attempt && (await store.postAttemptAnswer(attempt));
  if (first === 'different') throw keyReused();
  if (!first) await enforceWriteLimits(c.env, network, postLimits(c.env, network, author));
  if (!attempt) return c.json(await store.createPost(input), 201);
  const answer = first ?? (await store.createPostOnce(input, attempt));
  if (answer === 'different') throw keyReused();
  return c.body(answer.body, answer.status as 201, {
    'Content-Type': 'application/json',
    ...(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
});

// Not rate-limited like the public POST: only a signed-in moderator (or a service token) can call it.
forumOperations.post('/posts/bulk', requireOperator('moderator'), async (c) => {
  const { posts } = await readJsonBody(c, ImportPostsSchema, IMPORT_BODY_MAX_BYTES);
  return c.json(await contentStore(c.env).importPosts(posts, c.get('operator')), 201);
});

// One like per reader and post: the body names the reader (the widget's per-browser id) and, when
// it says `liked`, what they want; without it a press turns the reader's like over (docs/api.md).
forum.post('/posts/:id/like', async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined) throw new ApiError(404, 'not_found', `There is no post ${c.req.param('id')}.`);
  // A deployment without its salt refuses every write, likes too: it fails closed as a whole.
  const salt = authorSalt(c.env);
  const { userId, liked } = await readJsonBody(c, LikeSchema);
  const network = clientNetwork(clientAddress(c.req.raw));
  await enforceWriteLimits(c.env, network, likeLimits(network));
  const state = await contentStore(c.env).like(id, await readerKey(userId, salt), liked);
  if (state === null) throw new ApiError(404, 'not_found', `There is no post ${id}.`);
  return c.json({ id, ...state } satisfies LikeAnswer);
});

// The listed posts this reader likes, so the widget shows its own likes pressed after a reload. Read
// from the store (one reader's answer, never shared), once when the forum opens and after a like;
// the one public read that reaches the store, so it is limited per network as writes are.
forum.get('/likes', async (c) => {
  const userId = ReaderIdSchema.safeParse(c.req.query('userId'));
  if (!userId.success) throw new ApiError(400, 'invalid_request', `userId: ${userId.error.issues[0]!.message}`);
  const reader = await readerKey(userId.data, authorSalt(c.env));
  const network = clientNetwork(clientAddress(c.req.raw));
  await enforceWriteLimits(c.env, network, likedReadLimits(network));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ liked: await contentStore(c.env).likedBy(reader) });
});

// Moderation: a removed post is out of the list and cannot be liked (404) until it is restored.
forumOperations.delete('/posts/:id', requireOperator('moderator'), async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined) throw new ApiError(404, 'not_found', `There is no post ${c.req.param('id')}.`);
  const { reason } = await readJsonBody(c, RemovalSchema);
  if (!(await contentStore(c.env).remove('post', id, c.get('operator'), reason))) {
    throw new ApiError(404, 'not_found', `There is no post ${id}.`);
  }
  return c.body(null, 204);
});

forumOperations.post('/posts/:id/restore', requireOperator('moderator'), async (c) => {
  const id = parseId(c.req.param('id'));
  const post = id === undefined ? null : await contentStore(c.env).restore('post', id, c.get('operator'));
  if (!post) throw new ApiError(404, 'not_found', `There is no removed post ${c.req.param('id')}.`);
  return c.json(post);
});

// Where these operator calls used to be, outside the Access application: a 410 that names the new
// path, before any sign-in, reading nothing and changing nothing.
forum.post('/posts/bulk', operatorCallMoved);
forum.delete('/posts/:id', operatorCallMoved);
forum.post('/posts/:id/restore', operatorCallMoved);
