import type { CSSProperties } from 'react';

/**
 * A `style` object that sets CSS custom properties (`--badge`…), which React's CSSProperties does
 * not list. Values are strings: a bare number would get `px` from preact/compat but not from React.
 */
export function cssVars(vars: { [name: `--${string}`]: string | undefined }): CSSProperties {
  return vars as CSSProperties;
}
