// Tests that read source as text (the wiring and catalog checks) must not depend on where the
// formatter breaks a long call or import: they read it through this.

/**
 * `source` with each statement on one line, as the formatter would print it were lines endless: a
 * line break inside brackets goes (a space inside braces and between items), and so does a trailing
 * comma. Brackets inside strings are not told apart: the files read this way have none unbalanced.
 */
export function oneStatementPerLine(source: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    if (c !== '\n' || depth === 0) {
      out += c;
      continue;
    }
    while (/\s/.test(source[i + 1] ?? '')) i++;
    const before = out.at(-1) ?? '';
    const after = source[i + 1] ?? '';
    if (!'(['.includes(before) && !')]'.includes(after)) out += ' ';
  }
  return out.replace(/,([)\]])/g, '$1').replace(/, \}/g, ' }');
}
