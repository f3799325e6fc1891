// Rollup plugin: React's camelCase SVG presentation attributes (strokeWidth, fillRule, clipPath…)
// written as the kebab-case attributes SVG has (stroke-width…), at build time. Preact sets
// unknown props as attributes as they are named, so `strokeWidth` would do nothing; preact/compat
// renames them at run time with a 200-byte pattern in every bundle. Here the rename happens in the
// calls the JSX compiles to — `jsx("path", { strokeWidth: 2 })`, and createElement — for every DOM
// element type (a lower-case tag without '-'). Props spread in from a variable are not renamed:
// write those in kebab case.
import { walk } from './minify-css-templates.mjs';

// The presentation attributes React accepts in camelCase, as preact/compat lists them.
export const CAMEL_SVG =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;

/** The attribute name a DOM element gets for React prop `name`: kebab case for a camelCase SVG one. */
export function svgAttributeName(name) {
  return CAMEL_SVG.test(name) ? name.replace(/[A-Z0-9]/g, '-$&').toLowerCase() : name;
}

const FACTORIES = { 'react/jsx-runtime': ['jsx', 'jsxs', 'jsxDEV'], react: ['createElement'] };

/** The plugin; runs on our own sources after TypeScript. */
export function reactSvgProps() {
  return {
    name: 'orebit-react-svg-props',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !/\b[a-z]+[A-Z]\w*\s*:/.test(code)) return null;
      const ast = this.parse(code);
      const factories = new Set();
      for (const node of ast.body) {
        if (node.type !== 'ImportDeclaration' || !(node.source.value in FACTORIES)) continue;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && FACTORIES[node.source.value].includes(spec.imported.name)) factories.add(spec.local.name);
        }
      }
      if (!factories.size) return null;
      const edits = [];
      walk(ast, (node) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !factories.has(node.callee.name)) return;
        const [type, props] = node.arguments;
        if (type?.type !== 'Literal' || typeof type.value !== 'string' || !/^[a-z][a-z0-9]*$/i.test(type.value)) return;
        if (props?.type !== 'ObjectExpression') return;
        for (const prop of props.properties) {
          if (prop.type !== 'Property' || prop.computed || prop.key.type !== 'Identifier') continue;
          const name = svgAttributeName(prop.key.name);
          if (name === prop.key.name) continue;
          // `{ strokeWidth }` shorthand keeps its value: `"stroke-width": strokeWidth`.
          if (prop.shorthand) edits.push([prop.start, prop.end, `${JSON.stringify(name)}: ${prop.key.name}`]);
          else edits.push([prop.key.start, prop.key.end, JSON.stringify(name)]);
        }
      });
      if (!edits.length) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
