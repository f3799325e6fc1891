// The minifier settings of every build, the product's and the benchmark's react-dom comparison.
import type { Options } from '@rollup/plugin-terser';

/** @rollup/plugin-terser options; `module` for ES module output. */
export const terserOptions = (module: boolean): Options => ({
  module,
  ecma: 2020,
  compress: {
    passes: 3,
    pure_getters: true,
    unsafe: true,
    unsafe_arrows: true,
    unsafe_methods: true,
    keep_fargs: false,
  },
  format: { comments: false },
});
