// Bench only: a widget built from the same source on React's own react + react-dom (production
// build) instead of preact/compat, with the same precompiled CSS and the same minifier, for the
// size and mount-time ratios.
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { fromSource } from '../build-plugins.ts';
import { terserOptions } from '../terser-options.ts';

/** Builds widgets/<name>/index.ts on react-dom into `file` (an IIFE, like the product's classic scripts). Returns `file`. */
export async function buildReactWidget(name: string, file: string): Promise<string> {
  const bundle = await rollup({
    input: `widgets/${name}/index.ts`,
    plugins: [...fromSource({ react: 'react-dom', mode: 'production' }), terser(terserOptions(false, 'react'))],
    onwarn(warning, warn) {
      if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  });
  await bundle.write({ file, format: 'iife' });
  await bundle.close();
  return file;
}
