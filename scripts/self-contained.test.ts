import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: no comment or doc may send a reader to a file or a tracker that
// a fresh clone does not have, every pointer into docs/ must land on a file and an anchor that
// exist, and so must every link of every markdown file (the README, docs/, the packages' READMEs).
// The behaviour of each section is in docs/behaviour.md, the design in docs/ARCHITECTURE.md.

/** This file names the patterns it looks for, so it is the one file not searched for them. */
const SELF = 'scripts/self-contained.test.ts';

/** References to things outside the repository, with what to write instead. */
const OUTSIDE: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  { pattern: /spec §/i, instead: 'a docs/behaviour.md#<anchor> link' },
  { pattern: /product-spec/i, instead: 'a docs/behaviour.md#<anchor> link' },
  { pattern: /DESIGN\.md/, instead: 'docs/ARCHITECTURE.md or plain words' },
  { pattern: /STYLE\.md/, instead: 'docs/ARCHITECTURE.md or plain words' },
  { pattern: /\.\.\/shared/, instead: 'a file in this repository' },
  { pattern: /\bissue \d+/i, instead: 'what the issue asked for, in plain words (git log keeps the history)' },
];

/** The tracked text files: sources, configs and docs (not the lockfile, not images). */
function trackedTextFiles(): Array<{ path: string; lines: string[] }> {
  const paths = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  const files: Array<{ path: string; lines: string[] }> = [];
  for (const path of paths) {
    if (path === 'package-lock.json' || !existsSync(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.includes(0)) continue;
    files.push({ path, lines: bytes.toString('utf8').split('\n') });
  }
  return files;
}

/** A markdown file's lines with its fenced code blocks blanked (their `#` lines are no headings, their `](` no links). */
function outsideCode(lines: readonly string[]): string[] {
  let fenced = false;
  return lines.map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown file offers: explicit ids (`<a id="x">`) and its headings (a repeated one as GitHub numbers it: `x-1`). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const text = outsideCode(markdown.split('\n')).join('\n');
  for (const m of text.matchAll(/\bid="([^"]+)"/g)) anchors.add(m[1]!);
  const seen = new Map<string, number>();
  for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const anchor = slug(m[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count ? `${anchor}-${count}` : anchor);
  }
  return anchors;
}

const files = trackedTextFiles();

describe('the repository', () => {
  it('has tracked sources and docs to check', () => {
    expect(files.some((f) => f.path === 'docs/behaviour.md')).toBe(true);
    expect(files.some((f) => f.path === 'docs/ARCHITECTURE.md')).toBe(true);
  });

  it('refers to no file or issue outside itself', () => {
    const found: string[] = [];
    for (const { path, lines } of files) {
      if (path === SELF) continue;
      lines.forEach((line, i) => {
        for (const { pattern, instead } of OUTSIDE) {
          if (pattern.test(line)) found.push(`${path}:${i + 1}: "${line.trim()}" (write ${instead})`);
        }
      });
    }
    expect(found, `References outside the repository:\n${found.join('\n')}`).toEqual([]);
  });

  it('points only to docs files and anchors that exist', () => {
    const anchorCache = new Map<string, Set<string> | null>();
    const anchors = (path: string) => {
      if (!anchorCache.has(path))
        anchorCache.set(path, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : null);
      return anchorCache.get(path)!;
    };
    const broken: string[] = [];
    const check = (where: string, line: string, target: string, anchor: string | undefined) => {
      const known = anchors(target);
      if (!known) broken.push(`${where}: "${line.trim()}" (${target} does not exist)`);
      else if (anchor && !known.has(anchor))
        broken.push(`${where}: "${line.trim()}" (${target} has no anchor #${anchor})`);
    };
    for (const { path, lines } of files) {
      lines.forEach((line, i) => {
        // docs/<file>.md#anchor written from the repository's root, in code or docs.
        for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g))
          check(`${path}:${i + 1}`, line, `docs/${m[1]}`, m[2]);
      });
    }
    expect(broken, `Links into docs/ that lead nowhere:\n${broken.join('\n')}`).toEqual([]);
  });

  it('links, in every markdown file, only to files and anchors of this repository that exist', () => {
    const markdown = files.filter(({ path }) => path.endsWith('.md'));
    expect(markdown.map((f) => f.path)).toContain('README.md');
    const anchors = new Map(markdown.map(({ path, lines }) => [path, anchorsOf(lines.join('\n'))]));
    const broken: string[] = [];
    for (const { path, lines } of markdown) {
      outsideCode(lines).forEach((line, i) => {
        const where = `${path}:${i + 1}: "${line.trim()}"`;
        // [text](target) and ![alt](target); web addresses and the site's own paths (/demo/…) are not files.
        for (const m of line.matchAll(/\]\((?![a-z][\w+.-]*:|\/)([^)\s#]*)(?:#([^)\s]*))?(?:\s+"[^"]*")?\)/gi)) {
          const [, file = '', anchor] = m;
          const target = file ? normalize(join(dirname(path), file)).replace(/\\/g, '/') : path;
          if (target.startsWith('../') || target === '..') broken.push(`${where} (${file} is outside the repository)`);
          else if (!existsSync(target)) broken.push(`${where} (${target} does not exist)`);
          else if (
            anchor &&
            target.endsWith('.md') &&
            !(anchors.get(target) ?? anchorsOf(readFileSync(target, 'utf8'))).has(anchor)
          )
            broken.push(`${where} (${target} has no anchor #${anchor})`);
        }
      });
    }
    expect(broken, `Markdown links that lead nowhere:\n${broken.join('\n')}`).toEqual([]);
  });
});
