import { Hono } from 'hono';
import { requireAdmin } from '../middleware/require-admin';
import { readJsonBody } from '../http/body';
import type { Env } from '../env';
import { conditionalGet } from '../http/conditional-get';
import { ApiError } from '../http/errors';
import { NewArticleSchema, parseId } from '../../contract/schemas';
import { contentStore, readNewsArticlesJson } from '../storage/content';

/** /api/news: the article list; publishing and removing need the admin token. */
export const news = new Hono<{ Bindings: Env }>();

news.get('/', conditionalGet(), async (c) => {
  c.header('Content-Type', 'application/json');
  return c.body(await readNewsArticlesJson(c.env));
});

news.post('/', requireAdmin(), async (c) => {
  const article = await readJsonBody(c, NewArticleSchema);
  return c.json(await contentStore(c.env).createArticle(article), 201);
});

news.delete('/:id', requireAdmin(), async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined || !(await contentStore(c.env).deleteArticle(id))) {
    throw new ApiError(404, 'not_found', `There is no article ${c.req.param('id')}.`);
  }
  return c.body(null, 204);
});
