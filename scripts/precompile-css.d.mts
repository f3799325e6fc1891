/** goober's output for a template: its class (or keyframes) name and its rules. */
export function compileTemplate(kind: 'styled' | 'css' | 'keyframes', strings: readonly string[], values: readonly string[]): { name: string; rules: string };
/** The rollup plugin. */
export function precompileCss(): { name: string; transform(code: string, id: string): Promise<{ code: string; map: null } | null> };
