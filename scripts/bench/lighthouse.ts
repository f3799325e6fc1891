// Bench part 3: Lighthouse on the full page, desktop and mobile presets, in the system Chromium.
import { launch } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { goal, ms, table } from './table.ts';

/** One preset's figures: the performance score (0-100) and the metrics, in ms (CLS unitless). */
export interface Audit {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** One Lighthouse run of `url` with `config` (undefined: the default, mobile). */
async function audit(port: number, url: string, config: Config | undefined): Promise<Audit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
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

/** Lighthouse's performance figures for `url` with the desktop and the mobile preset. */
export async function benchLighthouse(url: string): Promise<{ desktop: Audit; mobile: Audit; markdown: string }> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_LAUNCHER_FLAGS,
    logLevel: 'error',
  });
  try {
    const desktop = await audit(chrome.port, url, desktopConfig);
    const mobile = await audit(chrome.port, url, undefined);
    const row = (name: string, r: Audit) => [name, String(r.score), ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3)];
    const markdown = [
      table(
        ['preset', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        [row('desktop', desktop), row('mobile (Moto G Power, slow 4G, 4× CPU)', mobile)],
      ),
      '',
      `Goals: desktop ≥ 99 ${goal(desktop.score >= 99, `${desktop.score}`)}; mobile ≥ 95 ${goal(mobile.score >= 95, `${mobile.score}`)}; ` +
        `TBT ≤ 50 ms ${goal(Math.max(desktop.tbt, mobile.tbt) <= 50, `${ms(Math.max(desktop.tbt, mobile.tbt))} ms`)}; ` +
        `CLS ≤ 0.01 ${goal(Math.max(desktop.cls, mobile.cls) <= 0.01, Math.max(desktop.cls, mobile.cls).toFixed(3))}`,
    ].join('\n');
    return { desktop, mobile, markdown };
  } finally {
    await chrome.kill();
  }
}
