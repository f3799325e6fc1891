/** Measures one file: bytes, gzip and brotli bytes, and its SRI integrity. */
export function measure(contents: Uint8Array): { bytes: number; gzip: number; brotli: number; integrity: string };
/** Rollup plugin: copies the page shells and demo pages into dist/. */
export function copyStatic(): unknown;
/** Rollup plugin: copies each classic widget script to dist/widgets/v<version>/<name>.js. */
export function copyVersionedScripts(widgets: string[]): unknown;
/** Rollup plugin: writes dist/widgets/manifest.json. */
export function writeManifest(widgets: string[]): unknown;
