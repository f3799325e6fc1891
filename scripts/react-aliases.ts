// The widgets are written against React's packages; the bundles and the unit tests run them on
// preact/compat, which implements React's API over preact. One list for rollup and vitest.

/** Module aliases (rollup's and vite's `{ find, replacement }` shape): React's entry points → preact/compat's. */
export const reactToPreactCompat: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The official page's server render (widgets/server/page.tsx): preact's string renderer.
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  // Vitest transforms .tsx in development mode, with React's development JSX runtime.
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
