// Rollup plugin: goober's tagged templates — styled(tag)`…`, css`…`, keyframes`…` — compiled at
// build time by goober itself, so a widget's first render compiles no CSS and the bundles carry
// no CSS compiler. Each becomes a call into widgets/_runtime/precompiled.ts with a class name and
// rule text: what goober produces for the template with its white space collapsed (`collapse`),
// its rules nested in one (`nest`), named after that text (`compileTemplate`).
//
// A template may interpolate only what is known at build time: a keyframes/css name or a constant
// string defined in the same module, or a constant string imported from another of our modules
// (`${FIELD_CSS}`). Anything else fails the build with the template's place, rather than quietly
// shipping a runtime compiler.
import { css as gooberCss } from 'goober';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformPluginContext } from 'rollup';
import ts from 'typescript';

const RUNTIME = fileURLToPath(new URL('../widgets/_runtime/precompiled.ts', import.meta.url));
const STYLES = fileURLToPath(new URL('../widgets/_runtime/styles.ts', import.meta.url));

/** An ESTree node as rollup's parser gives it: its type, its place in the code and its fields. */
// The walk reads fields by name across every node type; a typed ESTree union would need a cast at each step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AstNode = { type: string; start: number; end: number; [field: string]: any };

/** The three goober tags. */
export type TemplateKind = 'styled' | 'css' | 'keyframes';

/**
 * A template's class (or keyframes) name and its rules: goober's rules, nested in one (`nest`),
 * and a name that is goober's hash of that text written in base 36 ("gogg0ipl"). The same rules
 * always have the same name, on every page and in every release, and a name never stands for other
 * rules: the shared sheet takes a rule once (precompiled.ts), so a release whose rules for a name
 * differed would lose its own to another's.
 */
export function compileTemplate(
  kind: TemplateKind,
  strings: readonly string[],
  values: readonly string[],
): { name: string; rules: string } {
  const sheet = { data: '' };
  const template = Object.assign([...strings], { raw: [...strings] });
  // goober's own `keyframes` is `css` bound to { k: 1 }, and a bound function ignores another
  // `this`: call `css` with both (goober's types do not describe that `this`).
  const css = gooberCss as unknown as (
    this: { k: number; target: { data: string } },
    template: TemplateStringsArray,
    ...values: string[]
  ) => string;
  const decimal = css.call({ k: kind === 'keyframes' ? 1 : 0, target: sheet }, template, ...values);
  const rules = kind === 'keyframes' ? sheet.data : nest(decimal, sheet.data);
  const name = `go${hash(rules).toString(36)}`;
  return { name, rules: rules.replace(new RegExp(`${decimal}(?![0-9a-z])`, 'g'), name) };
}

/** goober's hash (its toHash, as a number): 32 bits of `text`. */
function hash(text: string): number {
  let out = 11;
  for (let i = 0; i < text.length; i++) out = (101 * out + text.charCodeAt(i)) >>> 0;
  return out;
}

/** The top-level rules of `css` (goober's output): each `prelude{body}`. */
function splitRules(css: string): Array<{ prelude: string; body: string }> {
  const rules: Array<{ prelude: string; body: string }> = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{' && depth++ === 0) open = i;
    else if (css[i] === '}' && --depth === 0) {
      rules.push({ prelude: css.slice(start, open), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  if (depth !== 0 || start !== css.length) throw new Error(`unbalanced CSS: ${css}`);
  return rules;
}

/**
 * goober's flat rules for class `decimal` as one rule with the others nested in it (CSS nesting):
 * `.c{a}.c h2{b}@container (…){.c{d}}` → `.c{a& h2{b}@container (…){d}}`. The same selectors,
 * specificity and order, each written once. Keyframes stay at the top level.
 */
function nest(decimal: string, css: string): string {
  const self = new RegExp(`\\.${decimal}(?![0-9a-z])`, 'g');
  let top = '';
  const inner = (rules: Array<{ prelude: string; body: string }>, outermost: boolean): string => {
    let out = '';
    for (const [i, { prelude, body }] of rules.entries()) {
      if (prelude.startsWith('@keyframes')) {
        if (!outermost) throw new Error(`keyframes inside an at-rule: ${css}`);
        top += `${prelude}{${body}}`;
      } else if (prelude.startsWith('@')) out += `${prelude}{${inner(splitRules(body), false)}}`;
      else if (prelude === `.${decimal}` && (i === 0 || !outermost)) out += body;
      else {
        const nested = prelude.replace(self, '&');
        // Each selector starts with its `&`, which any browser that nests reads as a selector (a
        // leading tag name needs the relaxed nesting of 2024's browsers).
        if (!nested.split(/, */).every((selector) => selector.startsWith('&')))
          throw new Error(`cannot nest \`${prelude}\` in .${decimal}: each selector must start with the class`);
        out += `${nested}{${body}}`;
      }
    }
    return out;
  };
  const body = inner(splitRules(css), true);
  return `.${decimal}{${body}}${top}`;
}

/**
 * A template's text with its white space collapsed, as goober is given it: line breaks,
 * indentation, the spaces around { } ; and after a colon-space go, so selectors such as `& :is(a)`
 * keep their meaning. goober removes most of this itself, but not in at-rule preludes
 * (`@container (max-width: 520px)`), and its class names hash the text as written: collapsed,
 * the rules are shorter and the names do not change with indentation.
 */
export function collapse(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/: +/g, ':');
}

/** Calls `visit` on every node of an ESTree AST, depth first. */
function walk(node: AstNode | null | undefined, visit: (node: AstNode) => void): void {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

/** The text a module-level `const NAME = …` holds, when it is a plain string, template or number. */
function constantStrings(program: AstNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of program.body as AstNode[]) {
    const declaration: AstNode | undefined = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations as AstNode[]) {
      if (d.id.type !== 'Identifier' || !d.init) continue;
      if (d.init.type === 'Literal' && (typeof d.init.value === 'string' || typeof d.init.value === 'number'))
        out.set(d.id.name, String(d.init.value));
      if (d.init.type === 'TemplateLiteral' && d.init.expressions.length === 0)
        out.set(d.id.name, d.init.quasis[0].value.cooked);
    }
  }
  return out;
}

function tagKind(tag: AstNode): TemplateKind | undefined {
  if (tag.type === 'Identifier' && (tag.name === 'css' || tag.name === 'keyframes')) return tag.name;
  if (
    tag.type === 'CallExpression' &&
    tag.callee.type === 'Identifier' &&
    tag.callee.name === 'styled' &&
    tag.arguments.length === 1
  )
    return 'styled';
  return undefined;
}

/** The plugin; runs on our own sources after TypeScript. */
export function precompileCss(): Plugin {
  return {
    name: 'orebit-precompile-css',
    async transform(this: TransformPluginContext, code: string, id: string) {
      if (
        id.includes('/node_modules/') ||
        id === STYLES ||
        id === RUNTIME ||
        !/\.[jt]sx?$/.test(id) ||
        !code.includes('`')
      )
        return null;
      const ast = this.parse(code) as unknown as AstNode;
      const templates: AstNode[] = [];
      walk(ast, (node) => {
        if (node.type === 'TaggedTemplateExpression' && tagKind(node.tag)) templates.push(node);
      });
      if (!templates.length) return null;

      const local = constantStrings(ast);
      // Imported constants, read from their modules when a template needs one.
      const imports = new Map<string, { source: string; name: string }>();
      for (const node of ast.body as AstNode[]) {
        if (node.type !== 'ImportDeclaration') continue;
        for (const spec of node.specifiers as AstNode[])
          if (spec.type === 'ImportSpecifier')
            imports.set(spec.local.name, { source: node.source.value, name: spec.imported.name });
      }
      const importedConstant = async (name: string): Promise<string | undefined> => {
        const from = imports.get(name);
        if (!from) return undefined;
        const resolved = await this.resolve(from.source, id);
        if (!resolved || resolved.id.includes('/node_modules/')) return undefined;
        const source = ts.transpileModule(readFileSync(resolved.id, 'utf8'), {
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        }).outputText;
        return constantStrings(this.parse(source) as unknown as AstNode).get(from.name);
      };

      const edits: Array<[number, number, string]> = [];
      // In source order, so a keyframes name is known before a later template uses it.
      for (const node of templates.sort((a, b) => a.start - b.start)) {
        const kind = tagKind(node.tag)!;
        const values: string[] = [];
        for (const expression of node.quasi.expressions as AstNode[]) {
          const value =
            expression.type === 'Identifier'
              ? (local.get(expression.name) ?? (await importedConstant(expression.name)))
              : undefined;
          if (value === undefined) {
            const line = code.slice(0, expression.start).split('\n').length;
            this.error(
              `${id}:${line}: a goober template may only interpolate constants known at build time (a keyframes name, a const string); got \`${code.slice(expression.start, expression.end)}\`.`,
            );
          }
          values.push(value);
        }
        const strings = (node.quasi.quasis as AstNode[]).map((quasi) => collapse(quasi.value.cooked));
        const { name, rules } = compileTemplate(kind, strings, values);
        // The rules' opening (`.name{`, `@keyframes name{`) and last brace are the runtime's to write.
        const opening = `${kind === 'keyframes' ? '@keyframes ' : '.'}${name}{`;
        if (!rules.startsWith(opening) || !rules.endsWith('}'))
          this.error(`${id}: unexpected rules for ${name}: ${rules}`);
        const body = rules.slice(opening.length, -1);
        const args = `${JSON.stringify(name)}, ${JSON.stringify(body)}${kind === 'keyframes' ? ', 1' : ''}`;
        // A styled component nobody renders can go (its rules with it). A css or keyframes name can
        // be used only inside another template, so its call always stays.
        const replacement =
          kind === 'styled'
            ? `/* @__PURE__ */ __obStyled(${code.slice(node.tag.arguments[0].start, node.tag.arguments[0].end)}, ${args})`
            : `__obCss(${args})`;
        edits.push([node.start, node.end, replacement]);
        // A later template may interpolate this one's name (`${pulse}`).
        const parent = (ast.body as AstNode[]).find(
          (s) => s.type === 'VariableDeclaration' && s.declarations.some((d: AstNode) => d.init === node),
        );
        const declarator: AstNode | undefined = parent?.declarations.find((d: AstNode) => d.init === node);
        if (kind !== 'styled' && declarator?.id.type === 'Identifier') local.set(declarator.id.name, name);
      }
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      out = `import { __obStyled, __obCss } from ${JSON.stringify(RUNTIME)};\n${out}`;
      return { code: out, map: null };
    },
  };
}
