// Bench part 12's report (partner-vitals.ts measures): per page, width, widget and placement, the
// layout shift, LCP and blocking time a widget adds against the page without it, and the floating
// concierge's cost before use, each against its goal.
import { ARTICLE } from './partner-posts.ts';
import { WIDTHS } from './throttled-load.ts';
import { goal, int, median, ms, table } from './table.ts';
import { FLOATING, type Case, type Load } from './partner-cases.ts';

/** The goals: CLS from the widget, LCP against the page without it, blocking time it adds, the floating concierge before use. */
const GOALS = { cls: 0.02, lcp: 1.05, blocking: 50, floatingBytes: 3 * 1024, floatingWork: 10 };

const THEME_NAMES: Record<string, string> = {
  plain: 'plain page',
  twentytwentyone: 'Twenty Twenty-One',
  twentytwentythree: 'Twenty Twenty-Three',
};

/** "+4.2 %" / "−3.1 %": `value` against `base`. */
const change = (value: number, base: number) => {
  const percent = (value / base - 1) * 100;
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)} %`;
};

/** The part's tables: per page, width, widget and placement; then the floating concierge before use. */
export function report(
  cases: Case[],
  samples: Map<string, Load[]>,
  key: (c: Case, width: number) => string,
  work: Record<number, number[]>,
  loads: number,
): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  const met = { cls: 0, lcp: 0, blocking: 0 };
  let compared = 0;
  for (const page of [...new Set(cases.map((c) => c.page))])
    for (const width of WIDTHS) {
      const ofPage = cases.filter((c) => c.page === page);
      const without = samples.get(
        key(
          ofPage.find((c) => !c.widget)!,
          width,
        ),
      )!;
      /** The page's own figures: at rest (for a widget in the first screen), and scrolled down (for one below). */
      const own = (when: 'rest' | 'scrolled') => ({
        cls: Math.max(...without.map((l) => l[when].cls)),
        blocking: median(without.map((l) => l[when].blocking)),
      });
      const ownLcp = median(without.map((l) => l.lcp));
      rows.push([
        THEME_NAMES[page]!,
        `${width}`,
        '**without a widget**',
        'at rest; scrolled down',
        `${own('rest').cls.toFixed(3)}; ${own('scrolled').cls.toFixed(3)}`,
        '',
        `${int(ownLcp)} (${int(Math.min(...without.map((l) => l.lcp)))}–${int(Math.max(...without.map((l) => l.lcp)))})`,
        '',
        '',
        `${ms(own('rest').blocking)}; ${ms(own('scrolled').blocking)} (own)`,
        '',
      ]);
      for (const c of ofPage.filter((c) => c.widget)) {
        const s = samples.get(key(c, width))!;
        const when = c.placement === 'below' ? 'scrolled' : 'rest';
        const cls = Math.max(...s.map((l) => l[when].cls));
        const fromWidget = Math.max(0, cls - own(when).cls);
        const lcp = median(s.map((l) => l.lcp));
        const added = median(s.map((l) => l[when].blocking)) - own(when).blocking;
        const ok = { cls: fromWidget <= GOALS.cls, lcp: lcp <= ownLcp * GOALS.lcp, blocking: added <= GOALS.blocking };
        compared++;
        for (const name of ['cls', 'lcp', 'blocking'] as const) if (ok[name]) met[name]++;
        const top = median(s.map((l) => l.top));
        if (!ok.cls) {
          const worst = s.reduce((a, b) => (b[when].cls > a[when].cls ? b : a));
          notes.push(
            `- ${THEME_NAMES[page]}, ${width} px, ${c.widget!.label} ${c.placement}: CLS ${worst[when].cls.toFixed(3)}; ` +
              `its largest shift moved ${worst[when].largest}.`,
          );
        }
        rows.push([
          THEME_NAMES[page]!,
          `${width}`,
          c.widget!.label,
          `${c.placement}${Number.isFinite(top) ? ` (${int(top)})` : ''}`,
          cls.toFixed(3),
          goal(ok.cls, fromWidget.toFixed(3)),
          `${int(lcp)} (${change(lcp, ownLcp)})`,
          goal(ok.lcp, change(lcp, ownLcp)),
          `${s.filter((l) => l.arrived < l.lcp).length} of ${s.length}`,
          ms(added),
          goal(ok.blocking, `${ms(added)} ms`),
        ]);
      }
    }
  const unsettled = [...samples.values()].flat().filter((l) => !l.settled).length;
  const vitals = table(
    [
      'page',
      'px',
      'widget',
      'placed (its top, px)',
      'CLS, worst load',
      'CLS from the widget ≤ 0.02',
      'LCP median, ms (vs without; without: min–max)',
      'LCP ≤ +5 %',
      'loads where our script arrived before the LCP',
      'blocking time added, median ms',
      'added ≤ 50 ms',
    ],
    rows,
  );

  // The floating concierge before use: every response from the widgets' origin while the page loads and settles, no input.
  const bytesRows: string[][] = [];
  let worstBytes = 0;
  for (const c of cases.filter((c) => c.widget === FLOATING))
    for (const width of WIDTHS) {
      const s = samples.get(key(c, width))!;
      const gzip = median(s.map((l) => l.ours.reduce((sum, r) => sum + r.gzip, 0)));
      const wire = median(s.map((l) => l.ours.reduce((sum, r) => sum + r.wire, 0)));
      worstBytes = Math.max(worstBytes, gzip);
      const files = [...new Set(s.flatMap((l) => l.ours.map((r) => new URL(r.url).pathname)))];
      bytesRows.push([THEME_NAMES[c.page]!, `${width}`, c.placement!, int(gzip), int(wire), files.join(', ')]);
    }
  const workMedian = Math.max(...WIDTHS.map((w) => median(work[w]!)));
  const floatingTable = table(
    ['page', 'px', 'placed', 'gzip B (bodies, level 9)', 'on the wire B (headers too)', 'from our origin'],
    bytesRows,
  );
  return [
    `${loads} loads of each page (a fresh context each: cold cache, new connections), interleaved, at 4× CPU and slow 4G ` +
      '(CDP: 150 ms RTT, 1.6 Mbps down, 750 kbps up), 375 × 740 and 1280 × 900. Each widget is pasted as the snippet we ' +
      'hand out (its reserving element and its pinned script with integrity) after the first paragraph ("first screen") ' +
      `or after a ${ARTICLE}-paragraph article ("below"), in a plain page on an origin of its own and in a block-editor ` +
      'post (Custom HTML block) of WordPress 6.1 in Twenty Twenty-One and Twenty Twenty-Three. A load is read once the ' +
      'page has settled: loaded, then 1 s without a request, a long task or a layout shift; below, the reader then ' +
      'scrolls the widget into the middle of the screen (the page without a widget: the paragraph it would follow) and ' +
      'the page settles again' +
      (unsettled ? ` (${unsettled} of the loads did not settle within 45 s and were read as they were).` : '.'),
    '',
    'CLS: the largest session window of layout-shift entries without recent input, worst load; from the widget: that ' +
      'minus the worst of the page without it (at rest for the first screen, scrolled down for below). LCP: the last ' +
      'candidate before any scroll, median; beside it, the loads in which the widget’s script had arrived (its ' +
      'response’s end in resource timing) before the LCP: in the others none of our code ran before it. Blocking ' +
      'time: Σ (long task − 50 ms) from navigation until settled, median, minus the median of the page without the ' +
      'widget (likewise at rest or scrolled down).',
    '',
    vitals,
    '',
    `Goals met: CLS from the widget ≤ 0.02 in ${met.cls} of ${compared} cases; LCP ≤ +5 % in ${met.lcp}; blocking ` +
      `time added ≤ 50 ms in ${met.blocking}.`,
    ...(notes.length ? ['', 'Where a widget shifted the page (the worst load):', '', ...notes] : []),
    '',
    'The floating concierge before use (no input; every response from our origin until the page settled, medians of ' +
      'the loads above):',
    '',
    floatingTable,
    '',
    `Bytes from our origin before use ≤ 3 KB gzip: ${goal(worstBytes <= GOALS.floatingBytes, `${int(worstBytes)} B`)}. ` +
      `Main-thread work before use (the tasks that ran our code, 4× CPU; ${loads} traced loads of the plain page, first ` +
      `screen, at each width, medians): 375 px ${ms(median(work[375]!))} ms, 1280 px ${ms(median(work[1280]!))} ms; ` +
      `≤ 10 ms: ${goal(workMedian <= GOALS.floatingWork, `${ms(workMedian)} ms`)}.`,
  ].join('\n');
}
