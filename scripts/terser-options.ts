// The minifier settings of every build, the product's and the benchmark's react-dom comparison.
import type { Options } from '@rollup/plugin-terser';

/**
 * Property names a classic script on preact may shorten. A classic script is one file that
 * carries its own preact: its vnodes, components and options are made and read by that file's
 * code alone (never by another script's preact, nor by the host page), so terser can rename these
 * fields the same way throughout the file.
 * - preact's internal fields, which preact already shortened to `__` and one letter (`__k` its
 *   children, `__e` its DOM node…);
 * - the lifecycle methods and statics preact calls on class components, and the options its own
 *   addons hook into (`vnode`, `diffed`) or batch renders with, which preact reads by name, never
 *   from a string. Left out: the three that preact/compat aliases from their `UNSAFE_` names by
 *   string (`componentWillMount`, `componentWillReceiveProps`, `componentWillUpdate`).
 * Module builds share one preact between chunks that terser minifies apart: there the names stay,
 * as they do in the benchmark's React build. A module that carries a preact of its own, which no
 * other file's code touches (the concierge's chat: `ownPreact`), shortens them as a classic script does.
 */
const PREACT_PROPERTIES = new RegExp(
  `^(__[A-Za-z]?|${[
    'componentDidMount',
    'componentDidUpdate',
    'componentWillUnmount',
    'componentDidCatch',
    'shouldComponentUpdate',
    'getSnapshotBeforeUpdate',
    'getDerivedStateFromProps',
    'getDerivedStateFromError',
    'getChildContext',
    'contextType',
    'debounceRendering',
    'vnode',
    'diffed',
  ].join('|')})$`,
);

/**
 * @rollup/plugin-terser options; `module` for ES module output, `runtime` the one the bundle
 * carries (preact/compat, what ships, or React's own for the benchmark's comparison), `ownPreact`
 * whether that preact is the file's alone (a classic script's; of modules, only the concierge's chat).
 */
export const terserOptions = (
  module: boolean,
  runtime: 'preact' | 'react' = 'preact',
  ownPreact = !module,
): Options => ({
  module,
  ecma: 2020,
  compress: {
    // Measured on every widget script (gzip): two passes and every function's `var`s in one
    // declaration at its top (preact's code is all `var`) are 55–104 B smaller than three passes
    // without.
    passes: 2,
    hoist_vars: true,
    pure_getters: true,
    unsafe: true,
    unsafe_arrows: true,
    unsafe_methods: true,
    keep_fargs: false,
  },
  ...(!ownPreact || runtime === 'react' ? {} : { mangle: { properties: { regex: PREACT_PROPERTIES } } }),
  // In a classic script, its few non-ASCII characters (≈, …, ’) as \u escapes: a few bytes smaller
  // gzipped, and read the same whatever charset a host page's script tag implies. Not in module
  // builds: the language packs are mostly Arabic, Korean or accented text, which escapes lengthen.
  format: { comments: false, ascii_only: !module },
});
