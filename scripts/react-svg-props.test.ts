import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { reactSvgProps, svgAttributeName } from './react-svg-props.mjs';

const transform = (code: string): string | null => {
  const plugin = reactSvgProps() as unknown as { transform(this: { parse: typeof parseAst }, code: string, id: string): { code: string } | null };
  return plugin.transform.call({ parse: parseAst }, code, '/src/widgets/icon.tsx')?.code ?? null;
};

describe('camelCase SVG props at build time', () => {
  it('writes React’s camelCase presentation attributes in kebab case', () => {
    expect(['strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'fillRule', 'clipRule', 'stopColor', 'fontFamily'].map(svgAttributeName)).toEqual([
      'stroke-width',
      'stroke-linecap',
      'stroke-linejoin',
      'fill-rule',
      'clip-rule',
      'stop-color',
      'font-family',
    ]);
  });

  it('leaves attributes that are camelCase in SVG itself alone', () => {
    for (const name of ['viewBox', 'clipPathUnits', 'markerWidth', 'textLength', 'gradientUnits', 'className', 'onClick']) expect(svgAttributeName(name)).toBe(name);
  });

  it('renames them in the jsx() calls of DOM elements, shorthand included, and nowhere else', () => {
    const out = transform(
      [
        'import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";',
        'const strokeLinecap = "round";',
        '_jsx("path", { strokeWidth: 2, fillRule: "evenodd", viewBox: "0 0 1 1", strokeLinecap });',
        '_jsxs("my-icon", { strokeWidth: 2 });',
        '_jsx(Icon, { strokeWidth: 2 });',
        'const data = { strokeWidth: 2 };',
      ].join('\n'),
    );
    expect(out).toContain('_jsx("path", { "stroke-width": 2, "fill-rule": "evenodd", viewBox: "0 0 1 1", "stroke-linecap": strokeLinecap })');
    expect(out).toContain('_jsxs("my-icon", { strokeWidth: 2 })');
    expect(out).toContain('_jsx(Icon, { strokeWidth: 2 })');
    expect(out).toContain('const data = { strokeWidth: 2 }');
  });

  it('also renames them in createElement calls', () => {
    expect(transform('import { createElement as h } from "react";\nh("circle", { strokeOpacity: 0.5 });')).toContain('h("circle", { "stroke-opacity": 0.5 })');
  });

  it('leaves a file without a JSX factory untouched', () => {
    expect(transform('const style = { strokeWidth: 2 };')).toBeNull();
  });
});
