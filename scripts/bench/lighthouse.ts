// Bench part 3: Lighthouse on the full page, desktop and mobile presets, in the system Chromium.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { goal, ms, table } from './table.ts';


/** One Lighthouse run of `url` with `config` (undefined: the default, mobile). */
async function audit(port, url, config) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
  const { audits, categories } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
  };
}

/** Lighthouse's performance figures for `url` with the desktop and the mobile preset. */
export async function benchLighthouse(url) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_LAUNCHER_FLAGS,
    logLevel: 'error',
  });
  try {
    const desktop = await audit(chrome.port, url, desktopConfig);
    const mobile = await audit(chrome.port, url, undefined);
    const row = (name, r) => [name, String(r.score), ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3)];
    const markdown = [
      table(['preset', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'], [row('desktop', desktop), row('mobile (Moto G Power, slow 4G, 4× CPU)', mobile)]),
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
