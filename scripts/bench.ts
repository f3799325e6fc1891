// `npm run bench`: size, mount time, full-page load, requests per page and Worker throughput,
// measured side by side in one run and printed as markdown tables with their goals (docs/performance.md).
// Only the byte budgets fail a build, and they are enforced by `npm test`; this prints figures.
// The report is also written to dist/bench/report.md. OREBIT_SKIP_BUILD=1 reuses dist/;
// BENCH_RUNS sets the mount runs per widget (default 15); BENCH_ONLY=bytes,mount,requests,
// lighthouse,locale,embed,facade,vitals,languages,worker,list,forum,flood,audit runs a subset; BENCH_BASELINE=<a dist/ kept from
// before a change> adds that build's server page to part 3; BENCH_VITALS_LOADS sets part 12's loads per page (default 5).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { benchLocaleFormats, benchMount, launchChromium } from './bench/browser.ts';
import { benchRequests } from './bench/requests.ts';
import { benchBytes } from './bench/bytes.ts';
import { captureCalculator, writeDomCalculator } from './bench/dom-calculator.ts';
import { buildReactWidget } from './bench/react-build.ts';
import { startFreshDevServer } from './dev-server.ts';

const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : undefined;
const wanted = (part: string): boolean => !only || only.has(part);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const started = Date.now();
const sections: string[] = [];
const print = (title: string, markdown: string): void => {
  const text = `## ${title}\n\n${markdown}\n`;
  sections.push(text);
  console.log(`\n${text}`);
};
const step = (what: string): void => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`);

if (process.env.OREBIT_SKIP_BUILD !== '1') {
  step('building dist/');
  const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
step('building the calculator on react-dom');
mkdirSync('dist/bench', { recursive: true });
const REACT_FILE = 'dist/bench/yield-farming.react.js';
const DOM_FILE = 'dist/bench/yield-farming.dom.js';
await buildReactWidget('yield-farming', REACT_FILE);

let requests: Awaited<ReturnType<typeof benchRequests>> | undefined;
if (
  wanted('bytes') ||
  wanted('mount') ||
  wanted('requests') ||
  wanted('lighthouse') ||
  wanted('locale') ||
  wanted('embed') ||
  wanted('facade') ||
  wanted('vitals') ||
  wanted('languages')
) {
  step('starting wrangler dev');
  // The Worker's own log lines (part 9 counts its renders) come at wrangler's `log` level.
  process.env.WRANGLER_LOG ??= 'log';
  const server = await startFreshDevServer();
  try {
    const browser = await launchChromium();
    try {
      step('the calculator without a framework (the floor)');
      await writeDomCalculator(await captureCalculator(browser, server.url), DOM_FILE);
      if (wanted('bytes'))
        print('1. Bytes (gzip level 9, brotli quality 11; KB = 1024 B)', benchBytes(REACT_FILE, DOM_FILE).markdown);
      if (wanted('mount')) {
        const { widgets } = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as { widgets: string[] };
        step(`mount times: ${widgets.length + 3} builds × ${runs} runs`);
        print(
          '2. Mount time (headless Chromium, 4× CPU throttling)',
          (
            await benchMount(
              browser,
              server.url,
              widgets,
              { react: '/bench/yield-farming.react.js', dom: '/bench/yield-farming.dom.js' },
              runs,
            )
          ).markdown,
        );
      }
      if (wanted('locale')) {
        step('a language’s formats on first use');
        const { version } = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as { version: string };
        print(
          '2b. A language’s formats on first use (headless Chromium, 4× CPU throttling)',
          (await benchLocaleFormats(browser, server.url, version, runs)).markdown,
        );
      }
      if (wanted('lighthouse')) {
        step('the official page: server-rendered against client-rendered (traced loads at 4× CPU, Lighthouse)');
        const { benchServerRender } = await import('./bench/server-render.ts');
        print(
          '3. The official page: server-rendered against client-rendered',
          (await benchServerRender(browser, server.url)).markdown,
        );
      }
      if (wanted('embed')) {
        step('the embed pages: bytes, first styled paint in a frame, the Worker’s render');
        const { benchEmbed } = await import('./bench/embed.ts');
        print(
          '9. Embed pages (/embed/<name>)',
          (await benchEmbed(browser, server.url, Math.min(runs, 7), server.output)).markdown,
        );
      }
      if (wanted('facade')) {
        step('the floating concierge’s facade: its bytes and the first open');
        const { benchConciergeFacade } = await import('./bench/concierge-facade.ts');
        print(
          '11. The floating concierge’s facade',
          (await benchConciergeFacade(browser, server.url, Math.min(runs, 7))).markdown,
        );
      }
      if (wanted('vitals')) {
        step('a partner’s page: layout shift, LCP and blocking time (WordPress and a plain page, 4× CPU, slow 4G)');
        const { benchPartnerVitals } = await import('./bench/partner-vitals.ts');
        print(
          '12. A partner’s page: layout shift, LCP and blocking time',
          (
            await benchPartnerVitals(browser, server.url, {
              loads: Number(process.env.BENCH_VITALS_LOADS ?? 5),
              log: step,
            })
          ).markdown,
        );
      }
      if (wanted('languages')) {
        step('what a language costs: its packs and a first translated render');
        const { benchLanguages } = await import('./bench/languages.ts');
        print('14. What a language costs', (await benchLanguages(browser, server.url, Math.min(runs, 7))).markdown);
      }
      if (wanted('requests')) {
        step('requests per page (Playwright clock)');
        requests = await benchRequests(browser, server.url);
        print('4. Requests per page', requests.markdown);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

if (wanted('worker')) {
  step('Worker throughput');
  const { benchWorker } = await import('./bench/worker.ts');
  const { costModel } = await import('./bench/cost-model.ts');
  const worker = await benchWorker({ log: step });
  print('5. Worker (wrangler dev on 127.0.0.1, autocannon)', worker.markdown);
  // Requests per page view come from the polling intervals that part 4 measures.
  print(
    '6. Cost model: 1M page views a day',
    costModel({ kvReadsPerGet: Math.max(...Object.values(worker.kvReads).map(Number)) }),
  );
}

if (wanted('list')) {
  step('the forum list at its worst');
  const { benchForumList } = await import('./bench/forum-list.ts');
  print('7. The forum list on the wire (gzip level 9, brotli quality 11)', benchForumList().markdown);
}

if (wanted('forum')) {
  step('the open forum under load');
  const { benchForumLoad } = await import('./bench/forum-load.ts');
  print(
    '8. The open forum under load (write limits, no write lost, a no-change poll)',
    (await benchForumLoad({ log: step })).markdown,
  );
}

if (wanted('flood')) {
  step('the open forum under a flood, with readers among it');
  const { benchForumFlood } = await import('./bench/forum-flood.ts');
  print(
    '10. No lockout under a flood (100 networks of one /48 and 20 IPv4 addresses against 10 readers)',
    (await benchForumFlood({ log: step })).markdown,
  );
}

if (wanted('audit')) {
  step('the audit log after 100 imports at the largest body');
  const { benchAuditLog } = await import('./bench/audit-log.ts');
  print(
    '13. The audit log after 100 imports (page time and size, the export)',
    (await benchAuditLog({ log: step })).markdown,
  );
}

writeFileSync('dist/bench/report.md', `# npm run bench — ${new Date().toISOString()}\n\n${sections.join('\n')}`);
step(`done; report in dist/bench/report.md`);
