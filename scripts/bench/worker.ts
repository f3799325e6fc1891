// The Worker part of `npm run bench` (docs/performance.md): throughput and latency of the API GETs next to a
// static asset served by the same Worker, and the KV reads each GET makes. Runs `wrangler dev`
// (the real workerd runtime, local KV and Durable Object state in a fresh temp folder), so the
// numbers compare endpoints with each other on this machine; they are not Cloudflare's edge numbers.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { developmentSignIn, startFreshDevServer } from '../dev-server.ts';

/** What the benchmark reads of an autocannon result (autocannon ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}

const require = createRequire(import.meta.url);
export const autocannon = require('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

/** Posts in the forum list while it is measured. */
const FORUM_POSTS = 500;
/** The goal: every API GET serves at least this share of the static asset's requests/s. */
const GOAL_RATIO = 0.8;
/** KV reads a GET may make: one (docs/ARCHITECTURE.md, The Worker). */
const KV_READS_TARGET = 1;

const CONNECTIONS = 10;
/** The baseline: a file from dist/, served through the same Worker (run_worker_first). */
const STATIC_PATH = '/widgets/manifest.json';
const API_PATHS = ['/api/crypto/prices', '/api/forum/posts', '/api/news'];
const MANIFEST = fileURLToPath(new URL('../../dist/widgets/manifest.json', import.meta.url));

/** One endpoint's load figures. */
interface LoadResult {
  /** Mean over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses with another status. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Body and headers, as autocannon counts them. */
  bytesPerResponse: number;
}

/** One measured endpoint. */
export interface WorkerBenchRow extends LoadResult {
  /** e.g. "GET /api/news" */
  endpoint: string;
  path: string;
  /** requests/s divided by the static asset's */
  ratioToStatic: number;
  /** X-KV-Reads of one request (null when the header is missing). */
  kvReads: number | null;
}

/** A forum post of ordinary length for the import. */
function samplePost(i: number): { title: string; content: string; author: string } {
  return {
    title: `Benchmark post ${i + 1}: staking rewards after the latest update`,
    content: `Post ${i + 1}. Sharing my numbers after a month of staking: rewards arrive daily, the calculator estimate was close, and the dashboard shows every payout. Questions welcome.`,
    author: `BenchUser${String(i % 1000).padStart(3, '0')}`,
  };
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * Seeds the sample news, prices and posts (the first GET of each does), then imports posts through
 * the admin bulk route until the forum stores FORUM_POSTS. The public POST keeps its rate limit.
 */
async function seed(
  url: string,
  operator: Record<string, string>,
): Promise<{ posts: number; listed: number; news: number }> {
  for (const path of API_PATHS) await getJson(`${url}${path}`);
  // The first GET seeded the sample posts (fewer than the list's cap): the import tops them up.
  const existing = ((await getJson(`${url}/api/forum/posts`)) as unknown[]).length;
  const missing = Math.max(0, FORUM_POSTS - existing);
  if (missing > 0) {
    const res = await fetch(`${url}/api/admin/forum/posts/bulk`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...operator },
      body: JSON.stringify({ posts: Array.from({ length: missing }, (_, i) => samplePost(i)) }),
    });
    if (res.status !== 201)
      throw new Error(`POST /api/admin/forum/posts/bulk answered ${res.status}: ${await res.text()}`);
  }
  // The forum stores FORUM_POSTS; its GET lists the newest of them (the Worker caps the list).
  const listed = ((await getJson(`${url}/api/forum/posts`)) as unknown[]).length;
  const news = ((await getJson(`${url}/api/news`)) as unknown[]).length;
  if (listed === 0) throw new Error('the forum lists no posts after seeding');
  return { posts: FORUM_POSTS, listed, news };
}

/** X-KV-Reads of one GET of `path`, or null when the Worker did not send it. */
async function kvReadsOf(url: string, path: string): Promise<number | null> {
  const res = await fetch(`${url}${path}`);
  await res.arrayBuffer();
  const header = res.headers.get('x-kv-reads');
  return header === null ? null : Number(header);
}

/** One bounded autocannon run against `url`. */
async function load(url: string, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds });
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
  };
}

const fixed = (n: number, digits: number): string => n.toFixed(digits);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** "KV reads per GET: 1 (target 1)", or each path's count when they differ. */
function kvReadsLine(kvReads: Record<string, number | null>): string {
  const counts = API_PATHS.map((path) => kvReads[path]);
  if (counts.every((n) => n === counts[0]))
    return `KV reads per GET: ${counts[0] ?? 'not reported'} (target ${KV_READS_TARGET})`;
  return `KV reads per GET: ${API_PATHS.map((path) => `${path} ${kvReads[path] ?? 'not reported'}`).join(', ')} (target ${KV_READS_TARGET})`;
}

/** "pass", or "gap" with what is missing: throughput below the goal, failed requests. */
function verdict(row: WorkerBenchRow): string {
  const failed = row.non2xx + row.errors;
  const gaps: string[] = [];
  if (row.ratioToStatic < GOAL_RATIO) gaps.push(`${fixed(GOAL_RATIO - row.ratioToStatic, 2)}× short`);
  if (failed > 0) gaps.push(`${failed} failed requests`);
  return gaps.length === 0 ? 'pass' : `gap (${gaps.join(', ')})`;
}

function toMarkdown(
  rows: WorkerBenchRow[],
  kvReads: Record<string, number | null>,
  { durationSeconds, posts, listed, news }: { durationSeconds: number; posts: number; listed: number; news: number },
): string {
  const lines = [
    `Worker under \`wrangler dev\` (workerd, local KV) on 127.0.0.1; autocannon, ${CONNECTIONS} connections, ${durationSeconds} s per endpoint, one after another; forum: ${posts} posts stored, the newest ${listed} listed; news: ${news} articles.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | non-2xx | × static |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const non2xx = r.errors > 0 ? `${r.non2xx} (+${r.errors} errors)` : String(r.non2xx);
      return `| ${r.endpoint} | ${fixed(r.requestsPerSecond, 0)} | ${r.p50Ms} | ${r.p99Ms} | ${non2xx} | ${fixed(r.ratioToStatic, 2)} |`;
    }),
    '',
    `Response sizes: ${rows.map((r) => `${r.path} ${kb(r.bytesPerResponse)}`).join(', ')}.`,
    '',
    kvReadsLine(kvReads),
    '',
    `Goal: Worker GETs ≥ ${GOAL_RATIO}× the static-asset throughput`,
    ...rows.slice(1).map((r) => `- ${r.endpoint}: ${fixed(r.ratioToStatic, 2)}× — ${verdict(r)}`),
  ];
  return lines.join('\n');
}

/**
 * Benchmarks the Worker: starts `wrangler dev` on a free port with fresh local state, seeds
 * FORUM_POSTS forum posts and the sample news, then loads the static asset and each API GET for
 * `durationSeconds` each. Always stops the server and removes its state. `kvReads`: the KV reads of
 * one GET, by API path.
 */
export async function benchWorker({
  durationSeconds = 10,
  log = console.log,
}: { durationSeconds?: number; log?: (line: string) => void } = {}): Promise<{
  rows: WorkerBenchRow[];
  kvReads: Record<string, number | null>;
  markdown: string;
}> {
  if (!existsSync(MANIFEST)) throw new Error('dist/ is missing: run `npm run build` once, then the benchmark again.');
  log('Starting wrangler dev …');
  const server = await startFreshDevServer({ EXPOSE_KV_READS: 'true' });
  try {
    // The import is an operator call: signed in through the local development issuer.
    const seeded = await seed(server.url, await developmentSignIn(server.url, 'moderator@orebit.test'));
    log(`Seeded ${seeded.posts} forum posts and ${seeded.news} news articles.`);

    const kvReads: Record<string, number | null> = {};
    for (const path of [STATIC_PATH, ...API_PATHS]) kvReads[path] = await kvReadsOf(server.url, path);

    const rows: WorkerBenchRow[] = [];
    for (const path of [STATIC_PATH, ...API_PATHS]) {
      log(`Loading GET ${path} for ${durationSeconds} s …`);
      const measured = await load(`${server.url}${path}`, durationSeconds);
      const endpoint = path === STATIC_PATH ? `GET ${path} (static)` : `GET ${path}`;
      rows.push({ endpoint, path, ...measured, ratioToStatic: 0, kvReads: kvReads[path] ?? null });
    }
    const baseline = rows[0]!.requestsPerSecond;
    for (const row of rows) row.ratioToStatic = baseline > 0 ? row.requestsPerSecond / baseline : 0;

    const apiKvReads = Object.fromEntries(API_PATHS.map((path) => [path, kvReads[path] ?? null]));
    log(kvReadsLine(apiKvReads));
    return { rows, kvReads: apiKvReads, markdown: toMarkdown(rows, apiKvReads, { durationSeconds, ...seeded }) };
  } finally {
    await server.stop();
  }
}
