// The partner pages of bench part 12 (partner-vitals.ts): a staking article as a partner writes it,
// a plain blog post on an origin of its own and the same as a WordPress block-editor post, with our
// snippet after its first paragraph or after the long article.

import type { Placement } from './partner-cases.ts';

const PROSE = [
  'Staking has become the default way for long-term holders to put idle tokens to work. Instead of selling, you lock ' +
    'your coins with a validator or a protocol and earn a yield, paid in the same token.',
  'The headline APY is only half the story. What you actually earn depends on how much you stake, for how long, and ' +
    'whether the yield compounds. Lock-up periods matter too: a higher rate often comes with a longer lock.',
  'Fees matter as much as the rate: a pool that pays a little less but charges nothing to withdraw can come out ahead ' +
    'over a short term. Read the terms before you commit.',
  'As always, a yield is not a guarantee. Smart-contract risk, price swings of the token you are paid in and the lock ' +
    'period all change what you take home. Start small, and never stake what you cannot leave alone.',
];
/** Paragraphs of the long article; a widget "below" stands after them, two more paragraphs after it. */
export const ARTICLE = 14;
const prose = (n: number) => PROSE[n % PROSE.length]!;

/** The article's paragraphs with `snippet` after the first one or after the long article. */
function article(
  snippet: string,
  placement: Placement | undefined,
  wrap: (text: string) => string,
  block: (html: string) => string,
): string {
  const parts = Array.from({ length: ARTICLE + 2 }, (_, i) => wrap(prose(i)));
  if (snippet) parts.splice(placement === 'below' ? ARTICLE : 1, 0, block(snippet));
  return parts.join('\n\n');
}

/** A plain blog post on an origin of its own, as a partner writes one. */
export function plainPost(snippet: string, placement: Placement | undefined): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>How much can staking earn you?</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif;color:#222;background:#fbfaf7}header{padding:16px 20px;border-bottom:1px solid #e4e0d8;font-weight:bold}main{max-width:680px;margin:0 auto;padding:24px 20px}h1{font-size:32px;line-height:1.2}</style>
</head><body><header>The Satoshi Ledger</header><main><h1>How much can staking earn you?</h1>
${article(
  snippet,
  placement,
  (text) => `<p>${text}</p>`,
  (html) => html,
)}
</main></body></html>`;
}

/** The same article as a block-editor post: paragraph blocks, the snippet in a Custom HTML block. */
export const wordpressPost = (snippet: string, placement: Placement | undefined) =>
  article(
    snippet,
    placement,
    (text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`,
    (html) => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`,
  );
