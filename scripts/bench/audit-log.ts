// Part 13 of `npm run bench`: an audit log that stays readable. 100 imports at the largest body an
// import accepts (IMPORT_POSTS_MAX posts, about IMPORT_BODY_MAX_BYTES) against `wrangler dev`, then
// every page of the audit log at its default size through its cursor, and the export: each page's
// time and bytes, and the export's (docs/choices.md). Loopback only, a bounded number of requests.
import { IMPORT_BODY_MAX_BYTES, IMPORT_POSTS_MAX } from '../../contract/limits.ts';
import { developmentSignIn, startFreshDevServer } from '../dev-server.ts';
import { goal, int, median, ms, table } from './table.ts';

const IMPORTS = 100;
/** Imports at once (their publishes to KV share one write a second). */
const AT_ONCE = 6;
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

/** Runs the imports, then reads the log; returns its table. */
export async function benchAuditLog({ log = console.log }: { log?: (line: string) => void } = {}): Promise<{
  markdown: string;
}> {
  const server = await startFreshDevServer();
  try {
    const url = server.url;
    const admin = await developmentSignIn(url, 'admin@orebit.test');
    let next = 0;
    const importer = async () => {
      for (let n = next++; n < IMPORTS; n = next++) {
        const res = await fetch(`${url}/api/admin/forum/posts/bulk`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...admin },
          body: largestImport(n),
          signal: AbortSignal.timeout(120_000),
        });
        if (res.status !== 201) throw new Error(`import ${n} answered ${res.status}: ${await res.text()}`);
        await res.body?.cancel();
        if (n % 20 === 19) log(`audit log: ${n + 1} of ${IMPORTS} imports`);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, importer));

    const pages: Array<{ ms: number; bytes: number; entries: number }> = [];
    let before: number | null = null;
    do {
      const started = performance.now();
      const res = await fetch(`${url}/api/admin/audit${before ? `?before=${before}` : ''}`, { headers: admin });
      const text = await res.text();
      const took = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET /api/admin/audit answered ${res.status}: ${text}`);
      const page = JSON.parse(text) as { entries: unknown[]; next: number | null };
      pages.push({ ms: took, bytes: bytesOf(text), entries: page.entries.length });
      before = page.next;
    } while (before !== null);
    const started = performance.now();
    const exported = await fetch(`${url}/api/admin/audit/export`, { headers: admin });
    const lines = (await exported.text()).trimEnd().split('\n').length;
    const exportMs = performance.now() - started;

    const slowest = Math.max(...pages.map((p) => p.ms));
    return {
      markdown: [
        `\`wrangler dev\` on 127.0.0.1: ${IMPORTS} imports of ${IMPORT_POSTS_MAX} posts, each body ${int(bytesOf(largestImport(0)))} B, ${AT_ONCE} at a time; then every page of GET /api/admin/audit at its default size, newest first, and the export.`,
        '',
        table(
          ['what', 'pages / lines', 'entries', 'ms (median; slowest)', 'bytes (largest)'],
          [
            [
              'audit pages',
              int(pages.length),
              int(pages.reduce((sum, p) => sum + p.entries, 0)),
              `${ms(median(pages.map((p) => p.ms)))}; ${ms(slowest)}`,
              int(Math.max(...pages.map((p) => p.bytes))),
            ],
            ['export', int(lines), int(lines), ms(exportMs), ''],
          ],
        ),
        '',
        `Goal: every audit page within a second — ${goal(slowest <= 1000, `${ms(slowest)} ms`)}; the export completes — ${goal(exported.status === 200 && lines >= IMPORTS, `status ${exported.status}`)}.`,
      ].join('\n'),
    };
  } finally {
    await server.stop();
  }
}
