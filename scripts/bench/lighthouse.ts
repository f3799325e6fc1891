// Lighthouse's performance audit in the system Chromium, for bench part 3 (server-render.ts).
import lighthouse, { type Config } from 'lighthouse';

/** One preset's figures: the performance score (0-100) and the metrics, in ms (CLS unitless). */
export interface Audit {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/**
 * One Lighthouse run of `url` with `config` (undefined: the default, mobile). `throttling`:
 * 'simulate' (Lighthouse's default) models the preset's network and CPU from an unthrottled load;
 * 'devtools' applies them while the page loads. On loopback the unthrottled load runs a deferred
 * script before the first paint, so 'simulate' counts it on the first paint's path even where a
 * throttled reader would see the page first: 'devtools' shows what that reader sees.
 */
export async function audit(
  port: number,
  url: string,
  config: Config | undefined,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<Audit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: throttling },
    config,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
  };
}
