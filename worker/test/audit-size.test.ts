import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_PAGE_MAX_BYTES,
  IMPORT_BODY_MAX_BYTES,
  IMPORT_POSTS_MAX,
  type AuditEntry,
  type ForumPost,
} from '../../contract/schemas';
import { ADMIN, BASE, postJson } from './helpers';

// 36 imports of 500 long posts once made the audit log unreadable for good: each entry held its
// posts, a page of 50 entries outgrew the Durable Object's 32 MiB RPC limit, and so did the export.

const IMPORTS = 100;
const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

/** An import body of IMPORT_POSTS_MAX posts, as close to IMPORT_BODY_MAX_BYTES as ASCII text gets. */
function largestImport(n: number): string {
  const posts = Array.from({ length: IMPORT_POSTS_MAX }, (_, i) => ({
    title: `Import ${n}, post ${i}`,
    content: '',
    author: `Importer${i}`,
  }));
  const each = Math.floor((IMPORT_BODY_MAX_BYTES - bytesOf(JSON.stringify({ posts }))) / IMPORT_POSTS_MAX);
  const filler = 'Moved from the old forum with its replies. '.repeat(Math.ceil(each / 40)).slice(0, each);
  return JSON.stringify({ posts: posts.map((p) => ({ ...p, content: filler })) });
}

describe('the audit log after 100 imports at the largest body', () => {
  it('answers every page under its byte bound, and exports every entry', { timeout: 180_000 }, async () => {
    expect(bytesOf(largestImport(0))).toBeLessThanOrEqual(IMPORT_BODY_MAX_BYTES);
    expect(bytesOf(largestImport(0))).toBeGreaterThan(IMPORT_BODY_MAX_BYTES - 1_024);
    const imported: number[][] = [];
    // A few at a time: their publishes to KV share one write a second.
    let next = 0;
    const importer = async () => {
      while (next < IMPORTS) {
        const n = next++;
        const res = await postJson('/api/admin/forum/posts/bulk', largestImport(n), { headers: ADMIN });
        expect(res.status, `import ${n}`).toBe(201);
        imported[n] = ((await res.json()) as ForumPost[]).map((p) => p.id);
      }
    };
    await Promise.all(Array.from({ length: 6 }, importer));

    // Every page at the default size, newest first, through the cursor.
    const seen: AuditEntry[] = [];
    let before: number | null | undefined;
    do {
      const res = await SELF.fetch(`${BASE}/api/admin/audit${before ? `?before=${before}` : ''}`, { headers: ADMIN });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(bytesOf(text)).toBeLessThanOrEqual(AUDIT_PAGE_MAX_BYTES);
      const page = JSON.parse(text) as { entries: AuditEntry[]; next: number | null };
      expect(page.entries.length).toBeGreaterThan(0);
      seen.push(...page.entries);
      before = page.next;
    } while (before !== null);
    const imports = seen.filter((e) => e.action === 'post.import');
    expect(imports).toHaveLength(IMPORTS);
    // Each entry is the import's count and ids, in the order given: not its posts.
    expect(new Set(imports.map((e) => JSON.stringify(e.snapshot)))).toEqual(
      new Set(imported.map((ids) => JSON.stringify({ count: IMPORT_POSTS_MAX, ids }))),
    );

    const exported = await SELF.fetch(`${BASE}/api/admin/audit/export`, { headers: ADMIN });
    expect(exported.status).toBe(200);
    const lines = (await exported.text()).trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as AuditEntry).id)).toEqual(seen.map((e) => e.id).reverse());
  });
});
