// What goober's templates become at build time (scripts/precompile-css.ts): each class or
// keyframes rule, already compiled, goes into the page's shared sheet when its module runs, and
// styled components are plain components that add their class. No CSS is compiled in the browser.
import type { ComponentType, ElementType } from 'react';
import { jsx } from 'react/jsx-runtime';
import { getRegistry } from './registry';

/**
 * Adds the rules `.name{body}` (for keyframes, `@keyframes name{body}`) to the page's widget sheet
 * once (separately loaded scripts share it); returns `name`.
 */
export function __obCss(name: string, body: string, keyframes?: 1): string {
  const rules = `${keyframes ? '@keyframes ' : '.'}${name}{${body}}`;
  const { styles } = getRegistry();
  // Looked up, not searched for in the whole sheet (that was quadratic in the page's CSS). Only
  // scripts that compile rules this way (nested, named after their text) share the set: an older
  // release's rules, written in the sheet without it, never have the same text as these.
  const added = (styles.added ??= new Set());
  if (!added.has(rules)) {
    added.add(rules);
    // A bundle that hydrates has its own rules in the server's stylesheet (hydrate.tsx).
    if (__OREBIT_HYDRATE__) styles.serving = true;
    styles.data += rules;
    if (__OREBIT_HYDRATE__) styles.serving = false;
  }
  return name;
}

/**
 * goober's `styled(tag)` with its rules compiled: renders `as` (for an element tag) or `tag` with
 * the class first, then any className given, every other prop (a `ref` too) passed on.
 */
export function __obStyled(
  tag: string | ComponentType<never>,
  name: string,
  body: string,
): ComponentType<Record<string, unknown>> {
  __obCss(name, body);
  return (props: Record<string, unknown>) => {
    const own: Record<string, unknown> = { ...props, className: props.className ? `${name} ${props.className}` : name };
    let type = tag;
    if (typeof tag === 'string') {
      type = (own.as as string) || tag;
      delete own.as;
    }
    // The JSX runtime every component already calls: preact's createElement would be one more copy
    // of element creation in every script (75–84 B gzip).
    return jsx(type as ElementType, own);
  };
}
