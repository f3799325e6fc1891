import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The widgets run on pages we do not control and show text other people wrote (forum posts, news
// titles): every piece of it must reach the DOM as text, never parsed as HTML. So none of the
// HTML-parsing sinks may appear anywhere under widgets/, not even in a comment: a reviewer then
// never has to decide whether a use is safe. Only this file names them.

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const SINKS = ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'dangerouslySetInnerHTML'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** "file:line: sink" for every sink found under widgets/, this file excepted. */
function htmlSinks(root = ROOT, self = SELF): string[] {
  const found: string[] = [];
  for (const file of filesUnder(root)) {
    if (file === self) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const sink of SINKS) if (line.includes(sink)) found.push(`${relative(root, file)}:${i + 1}: ${sink}`);
      });
  }
  return found;
}

describe('widgets/', () => {
  it('never uses innerHTML, outerHTML, insertAdjacentHTML or dangerouslySetInnerHTML', () => {
    const files = filesUnder(ROOT);
    // The walk sees the widget sources (a broken walk would pass vacuously).
    expect(files.some((f) => f.endsWith('.tsx'))).toBe(true);
    expect(files).toContain(SELF);
    expect(htmlSinks()).toEqual([]);
  });
});

describe('admin/ (the operator console)', () => {
  it('never uses them either: it lists what readers posted', () => {
    const admin = fileURLToPath(new URL('../admin/', import.meta.url));
    expect(filesUnder(admin).some((f) => f.endsWith('console.ts'))).toBe(true);
    expect(htmlSinks(admin)).toEqual([]);
  });
});
