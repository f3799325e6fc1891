import type { Context } from 'hono';
import { OPERATOR_PAGE_MAX, type AuditEntry } from '../../contract/schemas';
import { operatorSignedIn, requireOperator, roleAllows, type OperatorContext } from '../middleware/operator';
import { newApp } from '../http/app';
import { developmentIssuerActive } from '../http/development-issuer';
import { ApiError } from '../http/errors';
import { contentStore } from '../storage/content';
import { forumOperations } from './forum';
import { newsOperations } from './news';

/**
 * /api/admin: every operator call, so that one Cloudflare Access application (with the console at
 * /admin) covers them all (docs/deploying.md): the console's reads here, the forum's and the news'
 * changes under /forum and /news (docs/api.md).
 */
export const admin = newApp<OperatorContext>();

admin.route('/forum', forumOperations);
admin.route('/news', newsOperations);

const AUDIT_ACTIONS: ReadonlySet<string> = new Set<AuditEntry['action']>([
  'post.remove',
  'post.restore',
  'post.import',
  'post.purge',
  'article.publish',
  'article.remove',
  'article.restore',
  'article.purge',
]);
/** The export's chunk: JSON Lines read from the store per step, far below the 32 MiB RPC limit. */
const EXPORT_CHUNK_BYTES = 1024 * 1024;

/** A whole number from the query within [min, max], `fallback` when absent; 400 otherwise. */
function wholeNumber(
  c: Context,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d{1,16}$/.test(raw) || n < min || n > max)
    throw new ApiError(400, 'bad_request', `${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** A search term from the query (trimmed, at most 200 characters), or undefined. */
function term(c: Context, name: string): string | undefined {
  const raw = c.req.query(name)?.trim();
  if (!raw) return undefined;
  if (raw.length > 200) throw new ApiError(400, 'bad_request', `${name} must be at most 200 characters.`);
  return raw;
}

function removedState(c: Context): boolean {
  const state = c.req.query('state') ?? 'listed';
  if (state !== 'listed' && state !== 'removed')
    throw new ApiError(400, 'bad_request', 'state must be "listed" or "removed".');
  return state === 'removed';
}

const operatorQuery = (c: Context) => ({
  removed: removedState(c),
  text: term(c, 'q'),
  author: term(c, 'author'),
  offset: wholeNumber(c, 'offset', 0, 0, 1_000_000)!,
  limit: wholeNumber(c, 'limit', 50, 1, OPERATOR_PAGE_MAX)!,
});

/** Whether this request is answered by the development sign-in (on this machine) rather than Access. */
const development = (c: Context<OperatorContext>) =>
  __OREBIT_DEVELOPMENT_SIGN_IN__ && developmentIssuerActive(c.env, c.req.raw);

/** Who is signed in and what the console may offer them. */
function consoleFor(c: Context<OperatorContext>, { email, role }: OperatorContext['Variables']['operator']) {
  return {
    email,
    role,
    can: {
      moderateForum: roleAllows(role, 'moderator'),
      editNews: roleAllows(role, 'editor'),
      exportAudit: roleAllows(role, 'admin'),
    },
    signOut: development(c) ? '/admin/sign-out' : '/cdn-cgi/access/logout',
  };
}

admin.get('/me', requireOperator('any'), (c) => c.json(consoleFor(c, c.get('operator'))));

// Whether anyone is signed in, 200 either way: the console's first call, so a signed-out visit is no
// refusal in the browser's console. It gives nothing away; every other operator call still answers 401.
admin.get('/session', async (c) => {
  const operator = await operatorSignedIn(c);
  if (!operator) return c.json({ signedIn: false, signIn: development(c) ? '/admin/sign-in' : '/admin' });
  return c.json({ signedIn: true, ...consoleFor(c, operator) });
});

// Every post readers can see (and every removed one), paged and searchable.
admin.get('/posts', requireOperator('moderator'), async (c) =>
  c.json(await contentStore(c.env).operatorPosts(operatorQuery(c))),
);

admin.get('/articles', requireOperator('editor'), async (c) =>
  c.json(await contentStore(c.env).operatorArticles(operatorQuery(c))),
);

admin.get('/audit', requireOperator('any'), async (c) => {
  const action = c.req.query('action') || undefined;
  if (action !== undefined && !AUDIT_ACTIONS.has(action))
    throw new ApiError(400, 'bad_request', `action must be one of ${[...AUDIT_ACTIONS].join(', ')}.`);
  const targetKind = c.req.query('targetKind') || undefined;
  if (targetKind !== undefined && targetKind !== 'post' && targetKind !== 'article')
    throw new ApiError(400, 'bad_request', 'targetKind must be "post" or "article".');
  return c.json(
    await contentStore(c.env).auditLog({
      email: term(c, 'email'),
      action,
      targetKind,
      targetId: wholeNumber(c, 'targetId', undefined, 1, Number.MAX_SAFE_INTEGER),
      before: wholeNumber(c, 'before', undefined, 1, Number.MAX_SAFE_INTEGER),
      limit: wholeNumber(c, 'limit', 50, 1, OPERATOR_PAGE_MAX)!,
    }),
  );
});

// The whole log as JSON Lines, oldest first, streamed: read from the store a chunk of bounded
// bytes at a time, each sent before the next is read.
admin.get('/audit/export', requireOperator('admin'), (c) => {
  const store = contentStore(c.env);
  const encoder = new TextEncoder();
  let after = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { lines, last } = await store.auditLines(after, EXPORT_CHUNK_BYTES);
      if (last === null) return controller.close();
      after = last;
      controller.enqueue(encoder.encode(lines));
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Content-Disposition': 'attachment; filename="orebit-audit.jsonl"',
  });
});
