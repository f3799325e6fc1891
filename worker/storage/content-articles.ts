// The news articles in the content store's SQLite (content-store.ts): the statements each write
// runs inside its transaction. The store decides when a list changes and publishes it.
import type { NewArticle, NewsArticle } from '../../contract/schemas';
import { appendAudit, type Actor } from './audit-log';
import { toArticle, type ArticleRow } from './content-rows';
import { SAMPLE_NEWS } from './seed';

/** Inserts a published article created at `at`, with its audit entry. */
export function insertArticle(sql: SqlStorage, input: NewArticle, actor: Actor, at: string): NewsArticle {
  const created = toArticle(
    sql
      .exec<ArticleRow>(
        'INSERT INTO articles (source, title, category, created_at, is_official) VALUES (?, ?, ?, ?, ?) RETURNING *',
        input.source,
        input.title,
        input.category,
        at,
        input.isOfficial ? 1 : 0,
      )
      .one(),
  );
  appendAudit(sql, actor, {
    action: 'article.publish',
    target: { kind: 'article', id: created.id },
    snapshot: created,
    reason: null,
    at,
  });
  return created;
}

/** Inserts the sample articles, their times counted back from `now`. */
export function insertSampleArticles(sql: SqlStorage, now: number): void {
  for (const a of [...SAMPLE_NEWS].reverse()) {
    sql.exec(
      'INSERT INTO articles (source, title, category, created_at, is_official) VALUES (?, ?, ?, ?, ?)',
      a.source,
      a.title,
      a.category,
      new Date(now - a.age).toISOString(),
      a.isOfficial ? 1 : 0,
    );
  }
}
