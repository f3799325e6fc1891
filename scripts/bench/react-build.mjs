// Bench only: the yield-farming widget (the staking calculator) built on real react + react-dom
// instead of preact and our React layer (widgets/_runtime/react-lite.ts), minified the same way, for the size and mount-time ratios.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { minifyCssTemplates } from '../minify-css-templates.mjs';
import { terserOptions } from '../terser-options.mjs';
import { transpileTs } from '../transpile-ts.mjs';

const SHIM = fileURLToPath(new URL('./react-shim.mjs', import.meta.url));

/** `react` in our code → the shim (which adds `render`); React's own packages and the shim get React. */
const reactWithRender = {
  name: 'orebit-bench-react',
  resolveId(source, importer) {
    if (source === 'react' && importer && importer !== SHIM && !importer.includes('node_modules')) return SHIM;
    return null;
  },
};

/**
 * Builds widgets/<name>/index.ts against react-dom into `file` (an IIFE, like the product's classic
 * scripts). Returns the output path.
 */
export async function buildReactWidget(name, file) {
  const bundle = await rollup({
    input: `widgets/${name}/index.ts`,
    plugins: [
      replace({ preventAssignment: true, values: { __OREBIT_PAGE__: 'false', 'process.env.NODE_ENV': JSON.stringify('production') } }),
      reactWithRender,
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
      transpileTs(),
      minifyCssTemplates(),
      terser(terserOptions(false)),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  });
  await bundle.write({ file, format: 'iife' });
  await bundle.close();
  return file;
}
