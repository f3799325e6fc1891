// The minifier settings of every build, the product's and the benchmark's react-dom comparison.
import type { Options } from '@rollup/plugin-terser';

/**
 * preact's internal fields, already shortened by preact to `__` and one letter (`__k` its
 * children, `__e` its DOM node…). A classic script is one file that carries its own preact, whose
 * vnodes, components and options no other script reads, so terser may shorten them again, the
 * same way throughout the file. Module builds share one preact between chunks that terser
 * minifies apart: there the names stay.
 */
const PREACT_INTERNALS = /^__[A-Za-z]?$/;

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
    // Simple functions only: a function inlined with its parameters and variables becomes an
    // immediately called arrow, longer than the call it replaces (11–19 B gzip a script).
    inline: 1,
  },
  ...(module ? {} : { mangle: { properties: { regex: PREACT_INTERNALS } } }),
  format: { comments: false },
});
