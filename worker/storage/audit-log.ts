// The ContentStore's audit log: one row per operator action, written by the store in the same
// transaction as the action. Rows are only ever inserted (triggers refuse DELETE, and every UPDATE
// but the purge's redaction of a purged item's text: migration 4).
import { AUDIT_PAGE_MAX_BYTES, REMOVED_KEEP_DAYS, type AuditEntry } from '../../contract/schemas';

/** Who acts, as the operator middleware verified them (or the store itself, for the purge). */
export interface Actor {
  email: string;
  role: AuditEntry['role'];
  requestId: string;
}

/** What an entry records besides who. */
export interface AuditRecord {
  action: AuditEntry['action'];
  target: AuditEntry['target'];
  snapshot: AuditEntry['snapshot'];
  reason: string | null;
  at: string;
}

interface AuditRow {
  id: number;
  at: string;
  email: string;
  role: string;
  action: string;
  target_kind: string;
  target_id: number | null;
  snapshot: string;
  reason: string | null;
  request_id: string;
  [column: string]: SqlStorageValue;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at,
  email: r.email,
  role: r.role as AuditEntry['role'],
  action: r.action as AuditEntry['action'],
  target: { kind: r.target_kind as AuditEntry['target']['kind'], id: r.target_id },
  snapshot: JSON.parse(r.snapshot) as AuditEntry['snapshot'],
  reason: r.reason,
  requestId: r.request_id,
});

/** Appends one entry; call it inside the action's transaction. */
export function appendAudit(sql: SqlStorage, actor: Actor, record: AuditRecord): AuditEntry {
  return toEntry(
    sql
      .exec<AuditRow>(
        `INSERT INTO audit_log (at, email, role, action, target_kind, target_id, snapshot, reason, request_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        record.at,
        actor.email,
        actor.role,
        record.action,
        record.target.kind,
        record.target.id,
        JSON.stringify(record.snapshot),
        record.reason,
        actor.requestId,
      )
      .one(),
  );
}

/**
 * Forgets a purged post's or article's text in the log, and records the purge: every entry about it
 * keeps who, what, when and why, its snapshot without title and content (marked `redacted`), and a
 * `post.purge` or `article.purge` entry by the store follows. Call it inside the purge's
 * transaction, once the row is deleted: the log's trigger lets this one update through only then.
 */
export function recordPurge(
  sql: SqlStorage,
  kind: AuditEntry['target']['kind'],
  id: number,
  removedAt: string,
  run: { at: string; requestId: string },
): void {
  // The very expression migration 4's trigger holds an update to.
  sql.exec(
    `UPDATE audit_log SET snapshot = json_set(json_remove(snapshot, '$.title', '$.content'), '$.redacted', json('true'))
     WHERE target_kind = ? AND target_id = ? AND json_type(snapshot, '$.redacted') IS NULL`,
    kind,
    id,
  );
  appendAudit(
    sql,
    { email: PURGE_EMAIL, role: 'system', requestId: run.requestId },
    {
      action: `${kind}.purge`,
      target: { kind, id },
      snapshot: { removedAt },
      reason: `not restored within ${REMOVED_KEEP_DAYS} days of its removal`,
      at: run.at,
    },
  );
}

/** Who the purge's entries name: the store itself, not an operator. */
const PURGE_EMAIL = 'system';

/** Filters and a page of GET /api/admin/audit. */
export interface AuditQuery {
  email?: string;
  action?: string;
  targetKind?: string;
  targetId?: number;
  /** Entries older than this id (the previous page's `next`). */
  before?: number;
  limit: number;
}

const encoder = new TextEncoder();
/** Bytes of `text` in UTF-8, as it goes on the wire. */
const utf8Bytes = (text: string): number => encoder.encode(text).byteLength;

/** What a page's JSON adds around its entries: `{"entries":[` … `],"next":` and a 16-digit id `}`. */
const PAGE_FRAME_BYTES = 64;

/**
 * A page of entries, newest first, and the cursor of the next page (null on the last): at most
 * `limit` entries, fewer when more would make the page's JSON larger than AUDIT_PAGE_MAX_BYTES.
 */
export function readAudit(sql: SqlStorage, query: AuditQuery): { entries: AuditEntry[]; next: number | null } {
  const where: string[] = [];
  const args: SqlStorageValue[] = [];
  const add = (clause: string, value: SqlStorageValue | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    args.push(value);
  };
  add('email = ?', query.email?.toLowerCase());
  add('action = ?', query.action);
  add('target_kind = ?', query.targetKind);
  add('target_id = ?', query.targetId);
  add('id < ?', query.before);
  const rows = sql.exec<AuditRow>(
    `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    ...args,
    query.limit + 1,
  );
  const entries: AuditEntry[] = [];
  let bytes = PAGE_FRAME_BYTES;
  // The cursor steps row by row: rows past the page are never read.
  for (const row of rows) {
    const entry = toEntry(row);
    bytes += utf8Bytes(JSON.stringify(entry)) + 1;
    // The first entry always goes in, so every page moves the cursor on.
    if (entries.length === query.limit || (entries.length > 0 && bytes > AUDIT_PAGE_MAX_BYTES)) {
      return { entries, next: entries[entries.length - 1]!.id };
    }
    entries.push(entry);
  }
  return { entries, next: null };
}

/**
 * The entries after `afterId`, oldest first, as JSON Lines of at most about `maxBytes` (at least
 * one entry), and the id of the last one (null when there are none): the export reads the whole
 * log this way, a bounded chunk at a time.
 */
export function readAuditLines(
  sql: SqlStorage,
  afterId: number,
  maxBytes: number,
): { lines: string; last: number | null } {
  const lines: string[] = [];
  let bytes = 0;
  let last: number | null = null;
  for (const row of sql.exec<AuditRow>('SELECT * FROM audit_log WHERE id > ? ORDER BY id ASC', afterId)) {
    const line = `${JSON.stringify(toEntry(row))}\n`;
    bytes += utf8Bytes(line);
    if (lines.length > 0 && bytes > maxBytes) break;
    lines.push(line);
    last = row.id;
  }
  return { lines: lines.join(''), last };
}
