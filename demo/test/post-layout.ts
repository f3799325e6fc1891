// How widgets sit in a blog post, measured the same way in every engine and on every platform
// (demo/layouts/, the real WordPress): `measurePost` runs in the page, `postProblems` reads the
// numbers. The host element's box is the page's: a widget must line up with the post's paragraphs
// (or with the theme's own wide block, for a wide one), keep the gap the post keeps between its
// paragraphs, make the page scroll sideways no more than it did, and keep its own type inside.

/** A box in CSS px of the page (scrolling does not move it). */
interface Edges {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** One widget host in the post. */
interface HostPlacement {
  /** The CSS selector that found it. */
  host: string;
  /** The widget it shows (its registry name), '' when none. */
  widget: string;
  box: Edges;
  /** The paragraphs of the post just before and just after it. */
  before: Edges | null;
  after: Edges | null;
  /** The font size of the widget's root inside its shadow root ('' while it shows none). */
  fontSize: string;
  /** Its headings, as `h2 "Title" 24px`. */
  headings: string[];
  /** Whether it stands inside a paragraph (a CMS's around a script tag) rather than as a block of its own. */
  inParagraph: boolean;
}

/** What `measurePost` reads off the page. */
export interface PostMeasure {
  hosts: HostPlacement[];
  /** The first paragraph followed at once by another: the column's edges. */
  paragraph: Edges;
  /** The gap between those two paragraphs: what the post keeps between its blocks. */
  paragraphGap: number;
  /** The boxes of other reference blocks (a theme's wide image), by selector. */
  references: Record<string, Edges | null>;
  /** How far the page scrolls sideways. */
  sideways: number;
}

/** What to measure: the widget hosts, the post's paragraphs and any reference blocks, as CSS selectors. */
export interface PostQuery {
  hosts: string[];
  paragraphs: string;
  references?: string[];
}

/**
 * Measures the post. Runs in the page: self-contained, as it is sent to other engines as source.
 * Paragraphs inside a widget's host (a CMS's paragraph around a script tag) are not the post's.
 */
export function measurePost(query: PostQuery): PostMeasure {
  const edges = (el: Element): Edges => {
    const r = el.getBoundingClientRect();
    return { left: r.left + scrollX, right: r.right + scrollX, top: r.top + scrollY, bottom: r.bottom + scrollY };
  };
  const found = query.hosts.flatMap((selector) =>
    [...document.querySelectorAll(selector)].map((el) => ({ selector, el })),
  );
  const paragraphs = [...document.querySelectorAll(query.paragraphs)].filter((p) =>
    found.every(({ el }) => !el.contains(p)),
  );
  const hosts = found.map(({ selector, el }): HostPlacement => {
    const root = el.shadowRoot?.querySelector('.orebit-root');
    const before = paragraphs.filter((p) => p.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1);
    const after = paragraphs.find((p) => p.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
    const registry = (window as { Orebit?: { instances?: Map<Element, { name: string }> } }).Orebit;
    return {
      host: selector,
      widget: registry?.instances?.get(el)?.name ?? '',
      box: edges(el),
      before: before ? edges(before) : null,
      after: after ? edges(after) : null,
      fontSize: root ? getComputedStyle(root).fontSize : '',
      headings: [...(root?.querySelectorAll('h1, h2, h3, h4') ?? [])].map(
        (h) => `${h.localName} "${h.textContent}" ${getComputedStyle(h).fontSize}`,
      ),
      inParagraph: el.parentElement?.closest('p') != null,
    };
  });
  const first = paragraphs.find((p) => p.nextElementSibling && paragraphs.includes(p.nextElementSibling));
  if (!first) throw new Error(`no two paragraphs (${query.paragraphs}) follow each other`);
  const paragraph = edges(first);
  return {
    hosts,
    paragraph,
    paragraphGap: edges(first.nextElementSibling!).top - paragraph.bottom,
    references: Object.fromEntries(
      (query.references ?? []).map((selector) => {
        const el = document.querySelector(selector);
        return [selector, el ? edges(el) : null];
      }),
    ),
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

/** How the checks read a measure. */
export interface PostExpectations {
  /** Hosts (by selector) that line up with a reference block instead of the paragraphs. */
  alignedWith?: Record<string, string>;
  /** Each widget's headings as a plain page of the same width shows them, by host selector. */
  headings?: Record<string, string[]>;
  /** How far the page scrolled sideways without the widgets (default 0). */
  sidewaysWithout?: number;
}

/** The widget's type: its root's size (widgets/_runtime/sheets.ts). */
const ROOT_FONT_SIZE = '15px';
/** Sub-pixel layout and rounding: edges and gaps agree to 2 px. */
const TOLERANCE = 2;

/** Everything out of place, in words; empty when every widget sits in the post like a block of it. */
export function postProblems(m: PostMeasure, expect: PostExpectations = {}): string[] {
  const off = (a: number, b: number) => !(Math.abs(a - b) <= TOLERANCE);
  const px = (n: number) => `${Math.round(n * 10) / 10}px`;
  const problems: string[] = [];
  if (m.hosts.length === 0) problems.push('no widget host found');
  for (const h of m.hosts) {
    const against = expect.alignedWith?.[h.host];
    const column = against ? m.references[against] : m.paragraph;
    const name = against ?? 'the paragraphs';
    if (!column) problems.push(`${h.host}: no ${name} to line up with`);
    else if (off(h.box.left, column.left) || off(h.box.right, column.right))
      problems.push(
        `${h.host}: spans ${px(h.box.left)}–${px(h.box.right)}, ${name} ${px(column.left)}–${px(column.right)}`,
      );
    const above = h.before ? h.box.top - h.before.bottom : NaN;
    const below = h.after ? h.after.top - h.box.bottom : NaN;
    if (off(above, m.paragraphGap) || off(below, m.paragraphGap))
      problems.push(
        `${h.host}: ${px(above)} above it and ${px(below)} below, ${px(m.paragraphGap)} between paragraphs`,
      );
    if (h.inParagraph) problems.push(`${h.host}: stands inside a paragraph`);
    if (h.fontSize !== ROOT_FONT_SIZE) problems.push(`${h.host}: its type is ${h.fontSize || 'not shown'}`);
    const headings = expect.headings?.[h.host];
    if (headings && h.headings.join(', ') !== headings.join(', '))
      problems.push(`${h.host}: headings ${h.headings.join(', ')}; on a plain page ${headings.join(', ')}`);
  }
  if (m.sideways > (expect.sidewaysWithout ?? 0))
    problems.push(
      `the page scrolls sideways by ${m.sideways}px (${expect.sidewaysWithout ?? 0}px without the widgets)`,
    );
  return problems;
}

/** The post's numbers in a line, for the closing table of a test file. */
export function postNumbers(m: PostMeasure): string[] {
  const r = (n: number) => Math.round(n);
  return m.hosts.map(
    (h) =>
      `${h.host}: ${r(h.box.left)}–${r(h.box.right)} (paragraphs ${r(m.paragraph.left)}–${r(m.paragraph.right)}), ` +
      `gaps ${h.before ? r(h.box.top - h.before.bottom) : '–'}/${h.after ? r(h.after.top - h.box.bottom) : '–'} ` +
      `(${r(m.paragraphGap)})`,
  );
}
