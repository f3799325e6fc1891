/** One measured endpoint. */
export interface WorkerBenchRow {
  /** e.g. "GET /api/news" */
  endpoint: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  bytesPerResponse: number;
  /** requests/s divided by the static asset's */
  ratioToStatic: number;
  /** X-KV-Reads of one request; null when the header is missing. */
  kvReads: number | null;
}

export const FORUM_POSTS: number;
export const GOAL_RATIO: number;
export const KV_READS_TARGET: number;

/** Benchmarks the Worker under `wrangler dev`: the static asset, then each API GET, `durationSeconds` each. */
export function benchWorker(options?: { durationSeconds?: number; log?: (line: string) => void }): Promise<{
  rows: WorkerBenchRow[];
  /** KV reads of one GET, by API path. */
  kvReads: Record<string, number | null>;
  markdown: string;
}>;
