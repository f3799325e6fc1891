import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-rules.ts';

// A doc that names a file must name one the repository has, or it drifts as files move. This test
// reads README.md and every docs/*.md and checks each repository path they write in backticks.
//
// What counts as a path: one inline code span (`…`, outside fenced code blocks), with no space, that
// holds a `/` and either ends in `/` (a folder: `widgets/_runtime/`) or in a file extension
// (`worker/routes/page.ts`); or a bare file name of a source or a doc (`content-store.ts`,
// `wrangler.toml`: .ts, .tsx, .md, .html, .css, .toml, .jsonc, .php; not .js or .json, which are
// mostly the build's outputs, `page.js`, `manifest.json`). Skipped, because they name no one file
// of the repository:
//   - placeholders and patterns: a span holding `<`, `>`, `*`, `…`, `{`, `}`, `$`, `?`, `#` or `,`
//     (`widgets/<name>/widget.ts`, `demo/test/**`);
//   - site paths and addresses: a span starting with `/` (`/api/news`, `/widgets/page.js`) or
//     holding `://`, and package names (`@orebit/widgets`);
//   - what the build, the tests or npm write, which a fresh clone has not: `dist/…`,
//     `dist-production/…`, `.cache/…`, `.wrangler/…`, `node_modules/…`;
//   - a WordPress install's own folders (`wp-includes/…`, `wp-content/…`, `wp-admin/…`).
// A path resolves when git tracks that file (or a file under that folder) from the repository's
// root or from the doc's own folder; or, for a path the doc shortens as it names a folder's parts
// (`_runtime/mount.tsx` for widgets/_runtime/mount.tsx, `engines/layouts.test.ts` for
// demo/test/engines/layouts.test.ts), when exactly one tracked path ends with it; a bare file name,
// when a tracked file has that name.
//
// Symbols, loosely: a backticked name written as code is written (SCREAMING_CASE with an underscore,
// `KV_STALE_MS`; camelCase or PascalCase with a capital inside, `renderPage`, `ContentStore`; either
// with `()` after it) must occur as a word in some tracked file that is not markdown (a source, a
// test, a config). That catches a name the code no longer has anywhere; it cannot tell that the
// sentence puts it in the wrong file, which it gives in words no test reads reliably. The few names
// the docs give as someone else's or as gone are listed in NOT_IN_THE_CODE.

/** The markdown files the repository reads as its documentation. */
const DOCS = ['README.md', ...readdirMarkdown('docs')];

function readdirMarkdown(folder: string): string[] {
  return trackedFiles()
    .filter((file) => dirname(file) === folder && file.endsWith('.md'))
    .sort();
}

/** Every file git tracks, by its path from the repository's root. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
}

/** Spans that name no one file of the repository: placeholders, patterns, site paths, addresses. */
const NOT_A_FILE = /[<>*…{}$?#,]|^\/|:\/\/|^@/;
/** Folders the build, the tests or npm write, which a fresh clone has not, and WordPress's own. */
const ELSEWHERE = /^(dist|dist-production|\.cache|\.wrangler|node_modules|wp-includes|wp-content|wp-admin)\//;
/** A path: a `/` somewhere, and a trailing `/` or a file extension. */
const PATH_LIKE = /^[\w.@-]+(\/[\w.@-]+)*(\/|\.[a-z0-9]+)$/i;
/** A bare file name of a source or doc (not a script or JSON, which are mostly the build's outputs). */
const BARE_NAME = /^\w[\w.-]*\.(ts|tsx|md|html|css|toml|jsonc|php)$/;

/** The inline code spans of `markdown` that name a repository path, each with its line number. */
function pathReferences(markdown: string): Array<{ path: string; line: number }> {
  const found: Array<{ path: string; line: number }> = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const [, span] of text.matchAll(/(?<!`)`([^`\s]+)`(?!`)/g)) {
      const named = span!.includes('/') ? PATH_LIKE.test(span!) : BARE_NAME.test(span!);
      if (!named || NOT_A_FILE.test(span!) || ELSEWHERE.test(span!)) continue;
      found.push({ path: span!, line: index + 1 });
    }
  });
  return found;
}

/** A name written as code: SCREAMING_CASE with an underscore, or a capital inside a word; `()` may follow. */
const CODE_NAME = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*)(?:\(\))?$/;

/** Names the docs write that the code rightly lacks, with where and why. */
const NOT_IN_THE_CODE: Readonly<Record<string, string>> = {
  SQLITE_AUTH: 'SQLite’s refusal, in docs/choices.md',
  POST_LIMITER: 'the bindings docs/choices.md says are gone',
  LIKE_LIMITER: 'the bindings docs/choices.md says are gone',
  sessionStorage: 'where docs/api.md says the console keeps no credential',
};

/** The names written as code in `markdown` (outside fenced blocks), each with its line number. */
function codeNames(markdown: string): Array<{ name: string; line: number }> {
  const found: Array<{ name: string; line: number }> = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const [, span] of text.matchAll(/(?<!`)`([^`\s]+)`(?!`)/g)) {
      const name = CODE_NAME.exec(span!)?.[1];
      if (name !== undefined) found.push({ name, line: index + 1 });
    }
  });
  return found;
}

/** Every word (identifier) of the tracked files that are not markdown, nor the lockfile, nor binary. */
function codeWords(files: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const file of files) {
    if (file.endsWith('.md') || file === 'package-lock.json' || !existsSync(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.includes(0)) continue;
    for (const [word] of bytes.toString('utf8').matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return words;
}

/** The repository's tracked paths: every file, and every folder (with its trailing `/`). */
function repositoryPaths(files: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file);
    for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) paths.add(`${folder}/`);
  }
  return paths;
}

/**
 * Why `path`, written in `doc`, names no file of `paths` (undefined when it does): it must be
 * there from the root or from the doc's folder, or, shortened, end exactly one tracked path; a bare
 * file name, any.
 */
function unresolved(path: string, doc: string, paths: ReadonlySet<string>): string | undefined {
  const asWritten = (p: string) => (path.endsWith('/') ? `${normalize(p).replace(/\/?$/, '/')}` : normalize(p));
  if (paths.has(asWritten(path)) || paths.has(asWritten(join(dirname(doc), path)))) return undefined;
  const ending = [...paths].filter((p) => p.endsWith(`/${path}`));
  if (ending.length === 1 || (ending.length > 1 && !path.includes('/'))) return undefined;
  if (ending.length > 1) return `${doc}: \`${path}\` could be ${ending.join(' or ')}: write more of the path`;
  return `${doc}: \`${path}\` names no file of the repository`;
}

describe('the paths the docs name', () => {
  const paths = repositoryPaths(trackedFiles());
  const references = DOCS.flatMap((doc) =>
    pathReferences(readFileSync(doc, 'utf8')).map((reference) => ({ doc, ...reference })),
  );

  it('are found in README.md and docs/', () => {
    expect(DOCS).toContain('docs/ARCHITECTURE.md');
    expect(references.length).toBeGreaterThan(350);
  });

  it('each name a file or folder the repository has', () => {
    const wrong = references.flatMap(({ doc, path, line }) => {
      const why = unresolved(path, doc, paths);
      return why === undefined ? [] : [`${why.replace(`${doc}:`, `${doc}:${line}:`)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('are told apart from placeholders, site paths and build outputs', () => {
    const spans = pathReferences(
      [
        'See `widgets/_runtime/`, `worker/routes/page.ts` and `_runtime/mount.tsx`.',
        'Not these: `widgets/<name>/widget.ts`, `demo/test/**`, `/api/news`, `dist/index.html`,',
        '`https://example.com/a.js`, `@orebit/widgets`, `npm run docs`, `page.js`, `a, b/c.ts`, `.d.ts`.',
        'A bare name: `content-store.ts`.',
        '```',
        'widgets/page/   `in/a/fence.ts`',
        '```',
      ].join('\n'),
    ).map(({ path }) => path);
    expect(spans).toEqual(['widgets/_runtime/', 'worker/routes/page.ts', '_runtime/mount.tsx', 'content-store.ts']);
  });

  it('resolve from the root, the doc’s folder or as the end of one path, and name what is wrong', () => {
    const made = repositoryPaths(['widgets/_runtime/mount.tsx', 'docs/type-scale/a.jpg', 'a/c/x.ts', 'b/c/x.ts']);
    expect(unresolved('x.ts', 'docs/api.md', made)).toBeUndefined();
    expect(unresolved('y.ts', 'docs/api.md', made)).toBe('docs/api.md: `y.ts` names no file of the repository');
    expect(unresolved('widgets/_runtime/', 'docs/api.md', made)).toBeUndefined();
    expect(unresolved('_runtime/mount.tsx', 'docs/api.md', made)).toBeUndefined();
    expect(unresolved('type-scale/a.jpg', 'docs/api.md', made)).toBeUndefined();
    expect(unresolved('widgets/_runtime/gone.ts', 'docs/api.md', made)).toBe(
      'docs/api.md: `widgets/_runtime/gone.ts` names no file of the repository',
    );
    expect(unresolved('c/x.ts', 'docs/api.md', made)).toBe(
      'docs/api.md: `c/x.ts` could be a/c/x.ts or b/c/x.ts: write more of the path',
    );
  });
});

describe('the names the docs write as code', () => {
  const words = codeWords(trackedFiles());
  const names = DOCS.flatMap((doc) => codeNames(readFileSync(doc, 'utf8')).map((name) => ({ doc, ...name })));

  it('are found in README.md and docs/', () => {
    expect(names.length).toBeGreaterThan(100);
  });

  it('each occur in the code, a test or a config', () => {
    const missing = names
      .filter(({ name }) => !words.has(name) && !(name in NOT_IN_THE_CODE))
      .map(({ doc, name, line }) => `${doc}:${line}: \`${name}\` is in no source, test or config`);
    expect(missing).toEqual([]);
  });

  it('are told apart from other words in backticks', () => {
    expect(
      codeNames('`KV_STALE_MS`, `renderPage`, `newApp()`, `ContentStore`; not `height`, `Env`, `a.b()`, `GET /`').map(
        ({ name }) => name,
      ),
    ).toEqual(['KV_STALE_MS', 'renderPage', 'newApp', 'ContentStore']);
  });
});

// The recipes of docs/contributing.md name every source file a change is likely to reach: for a
// route, each that imports the API's schemas; for the server render, the render's own modules and
// each that imports one. A new such file is a file the next change has to visit.
describe('the recipes for changing a route and the server render', () => {
  const contributing = readFileSync('docs/contributing.md', 'utf8');
  /** The text of the section `heading` of docs/contributing.md. */
  const recipe = (heading: string) => contributing.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const graph = importGraph('.');
  const isTest = (file: string) => /\.test\.tsx?$|^(worker|demo)\/test\//.test(file);
  /** The source files (not tests) that import one of `modules`. */
  const importersOf = (modules: readonly string[]) =>
    [...graph].filter(([from, to]) => !isTest(from) && to.some((t) => modules.includes(t))).map(([from]) => from);
  /** The files of `files` the recipe does not name by their path in backticks. */
  const unnamed = (text: string, files: readonly string[]) =>
    [...new Set(files)].filter((file) => !text.includes(`\`${file}\``)).sort();

  it('“Changing an API route” names every source file that imports contract/schemas.ts', () => {
    const text = recipe('Changing an API route');
    expect(text, 'docs/contributing.md has no section “Changing an API route”').not.toBe('');
    expect(unnamed(text, importersOf(['contract/schemas.ts']))).toEqual([]);
  });

  /** The render's own modules: the render, its protocol, hydration, the contract both sides share. */
  const RENDER = [
    'widgets/_runtime/server-render.tsx',
    'widgets/_runtime/first-render.tsx',
    'widgets/_runtime/server-rendering.ts',
    'widgets/_runtime/hydrate.tsx',
    'contract/embed.ts',
    'contract/html.ts',
    'contract/page-data.ts',
    'worker/embed-renderer.d.ts',
  ];

  it('“Changing the server render” names the render’s modules and every source file that imports one', () => {
    const text = recipe('Changing the server render');
    expect(text, 'docs/contributing.md has no section “Changing the server render”').not.toBe('');
    expect(unnamed(text, [...RENDER, ...importersOf(RENDER)])).toEqual([]);
  });
});
