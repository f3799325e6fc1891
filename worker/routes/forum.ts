import { Hono } from 'hono';
import { readJsonBody } from '../body';
import { authorHandle, clientAddress } from '../client';
import type { Env } from '../env';
import { ApiError } from '../errors';
import { enforceRateLimit } from '../rate-limit';
import { NewPostSchema, parseId } from '../schemas';
import { contentStore, readForumPosts } from '../storage/content';

/** /api/forum: the post list, new posts and likes (spec §7). */
export const forum = new Hono<{ Bindings: Env }>();

forum.get('/posts', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await readForumPosts(c.env));
});

forum.post('/posts', async (c) => {
  const post = await readJsonBody(c, NewPostSchema);
  await enforceRateLimit(c.env, 'POST_LIMITER', c.req.raw, 'posts');
  const author = await authorHandle(clientAddress(c.req.raw), c.env.AUTHOR_SALT ?? 'orebit-dev-salt');
  // userId is validated but not stored: it proves nothing about who is posting.
  const created = await contentStore(c.env).createPost({ title: post.title, content: post.content, author });
  return c.json(created, 201);
});

forum.post('/posts/:id/like', async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined) throw new ApiError(404, 'not_found', `There is no post ${c.req.param('id')}.`);
  await enforceRateLimit(c.env, 'LIKE_LIMITER', c.req.raw, 'likes');
  const likes = await contentStore(c.env).like(id);
  if (likes === null) throw new ApiError(404, 'not_found', `There is no post ${id}.`);
  return c.json({ id, likes });
});
