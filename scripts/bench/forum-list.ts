// Bench part 7: the public forum list's worst case on the wire — every post at its longest, in text
// that compresses badly — beside a list of ordinary posts, as GET /api/forum/posts serves it
// (the Worker's list is contract/forum-list.ts's withinListBudget of the newest posts, each
// content longer than FORUM_EXCERPT_MAX as its excerpt).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { excerpt, withinListBudget } from '../../contract/forum-list.ts';
import {
  AUTHOR_MAX,
  CONTENT_MAX,
  FORUM_EXCERPT_MAX,
  FORUM_LIST_MAX,
  FORUM_LIST_MAX_BYTES,
  FORUM_LIST_MIN_POSTS,
  TITLE_MAX,
} from '../../contract/limits.ts';
import type { ForumPost } from '../../contract/schemas.ts';
import { cjkText, incompressibleText } from './incompressible-text.ts';
import { goal, int, table } from './table.ts';

const post = (id: number, title: string, content: string, author = 'SteadyHodler204'): ForumPost => ({
  id,
  title,
  content,
  createdAt: '2026-11-25T10:00:00.000Z',
  likes: 12,
  replies: 3,
  author,
});

/** A post as the list shows it (worker/storage/content-rows.ts): a long content as its excerpt. */
const listed = (p: ForumPost): ForumPost =>
  p.content.length > FORUM_EXCERPT_MAX ? { ...p, content: excerpt(p.content, FORUM_EXCERPT_MAX), truncated: true } : p;

/** The list's bytes for the worst case and for ordinary posts. */
export function benchForumList(): { markdown: string; worstGzip: number } {
  const worst = Array.from({ length: FORUM_LIST_MAX }, (_, i) =>
    post(FORUM_LIST_MAX - i, incompressibleText(TITLE_MAX, i + 1), incompressibleText(CONTENT_MAX, i + 1000)),
  );
  const cjk = Array.from({ length: FORUM_LIST_MAX }, (_, i) =>
    post(FORUM_LIST_MAX - i, cjkText(TITLE_MAX, i + 1), cjkText(CONTENT_MAX, i + 1000), cjkText(AUTHOR_MAX, i + 2000)),
  );
  const ordinary = Array.from({ length: FORUM_LIST_MAX }, (_, i) =>
    post(
      FORUM_LIST_MAX - i,
      'Staking rewards every day?',
      'I staked 500 ORB last week and the rewards arrive daily. Is that the same for everyone here?',
    ),
  );
  const measure = (posts: ForumPost[]) => {
    const list = withinListBudget(posts.map(listed), FORUM_LIST_MAX_BYTES);
    const json = Buffer.from(JSON.stringify(list));
    return {
      listed: list.length,
      raw: json.byteLength,
      gzip: gzipSync(json, { level: 9 }).byteLength,
      brotli: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
      unbounded: gzipSync(Buffer.from(JSON.stringify(posts)), { level: 9 }).byteLength,
    };
  };
  const w = measure(worst);
  const c = measure(cjk);
  const o = measure(ordinary);
  const row = (name: string, m: ReturnType<typeof measure>) => [
    name,
    `${m.listed} of ${FORUM_LIST_MAX}`,
    int(m.raw),
    int(m.gzip),
    int(m.brotli),
    int(m.unbounded),
  ];
  return {
    worstGzip: Math.max(w.gzip, c.gzip),
    markdown: [
      table(
        ['posts', 'listed', 'JSON bytes', 'gzip bytes', 'brotli bytes', 'gzip without the bound'],
        [
          row('every post at its longest, incompressible text', w),
          row('every post at its longest, random CJK (3 bytes a character)', c),
          row('ordinary posts (~90 characters)', o),
        ],
      ),
      '',
      `Goal: the worst case at most 128 KB (131,072 B) gzip on the wire — ${goal(Math.max(w.gzip, c.gzip) <= 128 * 1024, `${int(Math.max(w.gzip, c.gzip))} B`)}; ` +
        `at least the ${FORUM_LIST_MIN_POSTS} newest listed — ${goal(Math.min(w.listed, c.listed) >= FORUM_LIST_MIN_POSTS, `${Math.min(w.listed, c.listed)}`)}.`,
    ].join('\n'),
  };
}
