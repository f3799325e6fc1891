// The embed pages' renderer, built by `npm run build` (rollup.config.ts) from the widgets' own
// server render into .cache/embed-server.mjs; wrangler.toml and vitest.config.ts alias this name
// to it. The Worker imports the built module, never the widgets' sources.
declare module 'orebit:embed-renderer' {
  import type { EmbedRenderer } from '../contract/embed';

  /** The renderer of `/embed/<name>` pages. */
  export const embedRenderer: EmbedRenderer;
}
