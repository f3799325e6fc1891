// Rollup plugin: TypeScript → JavaScript one file at a time with TypeScript's own transpileModule.
// The classic builds use it so that each of them does not build a whole type-checked program;
// type checking is done once, by the module build (@rollup/plugin-typescript) and by `tsc --noEmit`.
import type { Plugin } from 'rollup';
import ts from 'typescript';

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: 'react',
  verbatimModuleSyntax: true,
  sourceMap: false,
};

/** The plugin. */
export function transpileTs(): Plugin {
  return {
    name: 'orebit-transpile-ts',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const out = ts.transpileModule(code, { compilerOptions: options, fileName: id });
      return { code: out.outputText, map: null };
    },
  };
}
