import { IDEMPOTENCY_KEEP_HOURS } from '../../contract/idempotency';

// The content store's `post_attempts` table: each new post sent with an Idempotency-Key, under the
// hash of the author's network and the key, with the answer it got, kept IDEMPOTENCY_KEEP_HOURS.

const KEEP_MS = IDEMPOTENCY_KEEP_HOURS * 60 * 60 * 1000;

/** What an attempt got, as sent: a retry answers exactly this. */
export interface AttemptAnswer {
  status: number;
  body: string;
}

/** An attempt's stored answer (to replay), `different` when its key came with another post, or null when it is new (or expired). */
export function findAttempt(
  sql: SqlStorage,
  attempt: { key: string; fingerprint: string },
  now: number,
): (AttemptAnswer & { replayed: true }) | 'different' | null {
  const row = sql
    .exec<{ fingerprint: string; status: number; body: string }>(
      'SELECT fingerprint, status, body FROM post_attempts WHERE key = ? AND created_at > ?',
      attempt.key,
      new Date(now - KEEP_MS).toISOString(),
    )
    .toArray()[0];
  if (!row) return null;
  return row.fingerprint === attempt.fingerprint ? { status: row.status, body: row.body, replayed: true } : 'different';
}

/** Keeps an attempt's answer, once every expired attempt (its key's too) is dropped. */
export function recordAttempt(
  sql: SqlStorage,
  attempt: { key: string; fingerprint: string },
  postId: number,
  answer: AttemptAnswer,
  now: number,
): void {
  forgetExpiredAttempts(sql, now);
  sql.exec(
    'INSERT INTO post_attempts (key, fingerprint, post_id, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    attempt.key,
    attempt.fingerprint,
    postId,
    answer.status,
    answer.body,
    new Date(now).toISOString(),
  );
}

/** Drops the attempts older than IDEMPOTENCY_KEEP_HOURS: their keys are free again. */
export function forgetExpiredAttempts(sql: SqlStorage, now: number): void {
  sql.exec('DELETE FROM post_attempts WHERE created_at <= ?', new Date(now - KEEP_MS).toISOString());
}

/** Drops the attempts that created `postId` (their answers hold its text): the purge calls it. */
export function forgetAttemptsOf(sql: SqlStorage, postId: number): void {
  sql.exec('DELETE FROM post_attempts WHERE post_id = ?', postId);
}
