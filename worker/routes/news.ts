import { requireOperator, type OperatorContext } from '../middleware/operator';
import { newApp } from '../http/app';
import { readJsonBody } from '../http/body';
import type { Env } from '../env';
import { conditionalGet } from '../http/conditional-get';
import { ApiError } from '../http/errors';
import { operatorCallMoved } from '../http/moved';
import { NewArticleSchema, parseId, RemovalSchema } from '../../contract/schemas';
import { contentStore, readListJson } from '../storage/content';

/** /api/news: the article list. */
export const news = newApp<{ Bindings: Env }>();

/** /api/admin/news: publishing, removing and restoring, for an editor (docs/api.md). */
export const newsOperations = newApp<OperatorContext>();

news.get('/', conditionalGet(), async (c) => {
  c.header('Content-Type', 'application/json');
  return c.body(await readListJson(c.env, 'news'));
});

newsOperations.post('/', requireOperator('editor'), async (c) => {
  const article = await readJsonBody(c, NewArticleSchema);
  return c.json(await contentStore(c.env).createArticle(article, c.get('operator')), 201);
});

newsOperations.delete('/:id', requireOperator('editor'), async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined) throw new ApiError(404, 'not_found', `There is no article ${c.req.param('id')}.`);
  const { reason } = await readJsonBody(c, RemovalSchema);
  if (!(await contentStore(c.env).remove('article', id, c.get('operator'), reason))) {
    throw new ApiError(404, 'not_found', `There is no article ${id}.`);
  }
  return c.body(null, 204);
});

newsOperations.post('/:id/restore', requireOperator('editor'), async (c) => {
  const id = parseId(c.req.param('id'));
  const article = id === undefined ? null : await contentStore(c.env).restore('article', id, c.get('operator'));
  if (!article) throw new ApiError(404, 'not_found', `There is no removed article ${c.req.param('id')}.`);
  return c.json(article);
});

// Where these operator calls used to be, outside the Access application: a 410 that names the new
// path, before any sign-in, reading nothing and changing nothing.
news.post('/', operatorCallMoved);
news.delete('/:id', operatorCallMoved);
news.post('/:id/restore', operatorCallMoved);
