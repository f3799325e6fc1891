/** The Worker's bindings (wrangler.toml). */
export interface Env {
  /** The built dist/ folder: widget scripts, the full page, demo pages. */
  ASSETS: Fetcher;
}
