import { requireOperator } from '../middleware/operator';
import { newApp } from '../http/app';
import { readJsonBody } from '../http/body';
import type { Env } from '../env';
import { conditionalGet } from '../http/conditional-get';
import { ApiError } from '../http/errors';
import { NewArticleSchema, parseId, RemovalSchema } from '../../contract/schemas';
import { contentStore, readListJson } from '../storage/content';

/** /api/news: the article list; publishing, removing and restoring need an editor. */
export const news = newApp<{ Bindings: Env }>();

news.get('/', conditionalGet(), async (c) => {
  c.header('Content-Type', 'application/json');
  return c.body(await readListJson(c.env, 'news'));
});

news.post('/', requireOperator('editor'), async (c) => {
  const article = await readJsonBody(c, NewArticleSchema);
  return c.json(await contentStore(c.env).createArticle(article, c.get('operator')), 201);
});

news.delete('/:id', requireOperator('editor'), async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined) throw new ApiError(404, 'not_found', `There is no article ${c.req.param('id')}.`);
  const { reason } = await readJsonBody(c, RemovalSchema);
  if (!(await contentStore(c.env).remove('article', id, c.get('operator'), reason))) {
    throw new ApiError(404, 'not_found', `There is no article ${id}.`);
  }
  return c.body(null, 204);
});

news.post('/:id/restore', requireOperator('editor'), async (c) => {
  const id = parseId(c.req.param('id'));
  const article = id === undefined ? null : await contentStore(c.env).restore('article', id, c.get('operator'));
  if (!article) throw new ApiError(404, 'not_found', `There is no removed article ${c.req.param('id')}.`);
  return c.json(article);
});
