// Rollup plugin: goober's tagged templates — styled(tag)`…`, css`…`, keyframes`…` — compiled at
// build time by goober itself, so a widget's first render compiles no CSS and the bundles carry
// no CSS compiler. Each becomes a call into widgets/_runtime/precompiled.ts with goober's class
// name and rule text, exactly what goober would have produced in the browser for the template
// with its white space collapsed (`collapse`).
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
 * goober's output for a template: its class (or keyframes) name and its rules. The name is
 * goober's, its number written in base 36 rather than decimal ("go997573817" → "gogg0ipl"): the
 * same name for the same rules, on every page and in every release, and a few bytes shorter at
 * each of its uses in a script.
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
  const name = `go${Number(decimal.slice(2)).toString(36)}`;
  return { name, rules: sheet.data.replace(new RegExp(`${decimal}(?![0-9a-z])`, 'g'), name) };
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
        const args = `${JSON.stringify(name)}, ${JSON.stringify(rules)}`;
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
