// Rollup plugin: collapses the white space inside goober's tagged CSS templates
// (styled(...)`…`, css`…`, keyframes`…`), which terser leaves untouched. It only removes
// line breaks, indentation and the spaces around { } ; and after a colon-space, so
// selectors such as `& :is(a)` keep their meaning.

const TAGS = new Set(['styled', 'css', 'keyframes']);

function tagName(tag) {
  if (tag.type === 'Identifier') return tag.name;
  if (tag.type === 'CallExpression') return tagName(tag.callee);
  if (tag.type === 'MemberExpression') return tagName(tag.object);
  return undefined;
}

function collapse(text) {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/: +/g, ':');
}

/** Calls `visit` on every node of an ESTree AST, depth first. */
export function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

/** The plugin; runs on our own sources after TypeScript. */
export function minifyCssTemplates() {
  return {
    name: 'orebit-minify-css-templates',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('`')) return null;
      const edits = [];
      walk(this.parse(code), (node) => {
        if (node.type !== 'TaggedTemplateExpression' || !TAGS.has(tagName(node.tag))) return;
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const next = collapse(raw);
          if (next !== raw) edits.push([quasi.start, quasi.end, next]);
        }
      });
      if (!edits.length) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
