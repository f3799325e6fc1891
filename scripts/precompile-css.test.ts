import { css as gooberCss } from 'goober';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { afterAll, describe, expect, it } from 'vitest';
import { collapse, compileTemplate, precompileCss } from './precompile-css.ts';

// goober's templates compiled at build time: what a widget module becomes, names interpolated
// across templates and modules, and a template that cannot be known at build time failing the build.

const dir = mkdtempSync(join(tmpdir(), 'orebit-precompile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Context {
  parse: typeof parseAst;
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
  error(message: string): never;
}

async function transform(code: string): Promise<string | null> {
  const plugin = precompileCss() as unknown as {
    transform(this: Context, code: string, id: string): Promise<{ code: string } | null>;
  };
  const context: Context = {
    parse: parseAst,
    resolve: async (source) => ({ id: join(dir, `${source.replace(/^\.\//, '')}.ts`) }),
    error: (message) => {
      throw new Error(message);
    },
  };
  return (await plugin.transform.call(context, code, join(dir, 'widget.tsx')))?.code ?? null;
}

/** The [name, rules] pairs of the precompiled calls in `code` (each passes its rules' body: the runtime writes `.name{…}`). */
function calls(code: string): Array<[string, string]> {
  return [...code.matchAll(/__ob(?:Styled\([^,]+, |Css\()("[^"]+"), ("(?:[^"\\]|\\.)*")(, 1)?\)/g)].map((m) => {
    const [name, body] = [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string];
    return [name, `${m[3] ? '@keyframes ' : '.'}${name}{${body}}`];
  });
}

describe('goober templates compiled at build time', () => {
  it('turns styled(tag)`…` into a component with goober’s rules nested in one, named after them', async () => {
    const out = (await transform(
      'import { styled } from "../_runtime";\nexport const Box = styled("div")`color: red; & .x { margin: 0; } @container (max-width: 520px) { & .x { margin: 4px; } }`;',
    ))!;
    const [[name, rules]] = calls(out) as [[string, string]];
    expect(name).toMatch(/^go[0-9a-z]+$/);
    // goober's own rules, flat, for the same collapsed template…
    const sheet = { data: '' };
    const goober = (gooberCss as unknown as (this: object, t: TemplateStringsArray) => string).call(
      { target: sheet },
      Object.assign(
        [collapse('color: red; & .x { margin: 0; } @container (max-width: 520px) { & .x { margin: 4px; } }')],
        { raw: [] },
      ) as unknown as TemplateStringsArray,
    );
    expect(sheet.data).toBe(
      `.${goober}{color:red;}.${goober} .x{margin:0;}@container (max-width:520px){.${goober} .x{margin:4px;}}`,
    );
    // …nested: each selector once, in the same order.
    expect(rules).toBe(`.${name}{color:red;& .x{margin:0;}@container (max-width:520px){& .x{margin:4px;}}}`);
    expect(out).toContain(`export const Box = /* @__PURE__ */ __obStyled("div", "${name}", "color:red;& .x{`);
    expect(out).toMatch(/^import \{ __obStyled, __obCss \} from ".*widgets\/_runtime\/precompiled\.ts";/);
    expect(
      compileTemplate(
        'styled',
        [collapse('color: red; & .x { margin: 0; } @container (max-width: 520px) { & .x { margin: 4px; } }')],
        [],
      ),
    ).toEqual({ name, rules });
  });

  it('names other rules otherwise, and the same rules alike', () => {
    const one = compileTemplate('css', ['color: red; &:hover { color: blue; }'], []);
    expect(compileTemplate('css', ['color: red; &:hover { color: blue; }'], [])).toEqual(one);
    expect(compileTemplate('css', ['color: red; &:hover { color: green; }'], []).name).not.toBe(one.name);
    expect(one.rules).toBe(`.${one.name}{color:red;&:hover{color:blue;}}`);
  });

  it('nests selector lists, rules at the class itself inside at-rules, and keeps keyframes at the top', () => {
    const { name, rules } = compileTemplate(
      'css',
      [
        collapse(
          '&:disabled, &[aria-disabled="true"] { opacity: 0.5; } @media (prefers-reduced-motion: reduce) { transition: none; } @keyframes ob-blink { 50% { opacity: 0.3; } }',
        ),
      ],
      [],
    );
    expect(rules).toBe(
      `.${name}{&:disabled, &[aria-disabled="true"]{opacity:0.5;}@media (prefers-reduced-motion:reduce){transition:none;}}@keyframes ob-blink{50%{opacity:0.3;}}`,
    );
  });

  it('fails the build on a selector that does not start with the class, which older nesting cannot read', () => {
    expect(() => compileTemplate('css', ['.theme & { color: red; }'], [])).toThrow(/must start with the class/);
  });

  it('collapses white space first, so indentation changes neither the rules nor the class name', async () => {
    const template = (indent: string) =>
      `export const Box = styled("div")\`\n${indent}color: red;\n${indent}@container (max-width: 520px) {\n${indent}${indent}& {\n${indent}${indent}${indent}color: blue;\n${indent}${indent}}\n${indent}}\n\`;`;
    const indented = (await transform(template('  ')))!;
    const [[name, rules]] = calls(indented) as [[string, string]];
    expect(calls((await transform(template('\t\t')))!)).toEqual([[name, rules]]);
    // goober keeps the space of an at-rule's prelude; the collapse removes it.
    expect(rules).toBe(`.${name}{color:red;@container (max-width:520px){color:blue;}}`);
    // Selectors keep their meaning: only a colon followed by a space loses the space.
    expect(collapse('& :is(a) { color: red; }')).toBe('& :is(a){color:red;}');
  });

  it('puts a keyframes name where a later template uses it, and keeps the keyframes rule', async () => {
    const out = (await transform(
      'const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.35; }`;\nconst Dot = styled("i")`animation: ${pulse} 2s infinite;`;',
    ))!;
    const [[pulse, keyframes], [dot, rules]] = calls(out) as [[string, string], [string, string]];
    expect(keyframes).toBe(`@keyframes ${pulse}{0%, 100%{opacity:1;}50%{opacity:0.35;}}`);
    expect(rules).toBe(`.${dot}{animation:${pulse} 2s infinite;}`);
    expect(out).toContain(`const pulse = __obCss("${pulse}"`);
  });

  it('reads a constant string imported from another module of ours', async () => {
    writeFileSync(
      join(dir, 'field.ts'),
      'export const FIELD_CSS: string = `\n  width: 100%;\n  &:focus { outline: none; }\n`;\n',
    );
    const out = (await transform(
      'import { FIELD_CSS } from "./field";\nexport const Input = styled("input")`${FIELD_CSS} display: block;`;',
    ))!;
    const [[name, rules]] = calls(out) as [[string, string]];
    expect(rules).toBe(`.${name}{width:100%;display:block;&:focus{outline:none;}}`);
  });

  it('writes a number constant (a breakpoint from the section’s constants) as its digits', async () => {
    writeFileSync(join(dir, 'constants.ts'), 'export const DRAWER_BELOW_PX = 860;\n');
    const out = (await transform(
      'import { DRAWER_BELOW_PX } from "./constants";\nexport const Bar = styled("nav")`@container (width < ${DRAWER_BELOW_PX}px) { & .x { display: none; } }`;',
    ))!;
    const [[name, rules]] = calls(out) as [[string, string]];
    expect(rules).toBe(`.${name}{@container (width < 860px){& .x{display:none;}}}`);
  });

  it('fails the build on a template that depends on run-time values', async () => {
    await expect(transform('export const Bad = (c) => styled("div")`color: ${c};`;')).rejects.toThrow(
      /widget\.tsx:1: a goober template may only interpolate constants known at build time .*got `c`/,
    );
  });

  it('leaves a module without goober templates alone', async () => {
    expect(await transform('const text = `hello ${1 + 1}`;')).toBeNull();
  });
});
