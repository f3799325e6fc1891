// The React API our widgets are written against, on plain preact (DESIGN.md: source imports
// `react`; rollup and the unit tests alias `react`, `react-dom`, `react-dom/client` and
// `react/jsx-runtime` here). It replaces preact/compat, which carries much we never use
// (Suspense, memo, forwardRef, portals, Children, hydration): only the exports below exist, so
// importing anything else fails the build instead of shipping it.
//
// What it keeps of React's semantics, by rewriting the props of DOM elements as they are created
// (`normalizeDomProps`): onChange on text fields fires on every keystroke, onDoubleClick,
// onFocus/onBlur that bubble. camelCase SVG presentation attributes (strokeWidth) are renamed at
// build time instead (scripts/react-svg-props.mjs), which saves every bundle 200 bytes. className, htmlFor,
// defaultValue, defaultChecked, style objects, refs and the rest preact handles itself.
// Not kept, to stay within the runtime's 10 KB: React's px for bare numbers in style objects
// (`{ width: 8 }`); write the unit (`'8px'`), as the widgets do.
import { Component, Fragment, cloneElement, createElement, options, render, type ComponentChildren } from 'preact';

export { Component, Fragment, cloneElement, createElement, render };
export { jsx, jsxs } from 'preact/jsx-runtime';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
export type { ComponentType, ComponentChildren as ReactNode, CSSProperties, JSX, VNode as ReactElement } from 'preact';

/** React 18's root API, for code written against `react-dom/client`. */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChildren) => render(children, container),
    unmount: () => render(null, container),
  };
}

/** The props preact should see for a DOM element `type` written with React's `props`. */
export function normalizeDomProps(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in props) {
    let name = key;
    if (name == 'onChange' && (type == 'input' || type == 'textarea') && !/fil|che|rad/.test(props.type as string)) {
      // React's onChange on a text field is the DOM's input event; preact's would wait for blur.
      name = 'onInput';
    } else if (name == 'onDoubleClick') name = 'onDblClick';
    // React's focus events bubble: they are the DOM's focusin / focusout.
    else if (name == 'onFocus' || name == 'onBlur') name = name == 'onFocus' ? 'onFocusIn' : 'onFocusOut';
    // Both onInput and a text field's onChange: the second listens in the capture phase, as in compat.
    if (name == 'onInput' && out[name]) name = 'onInputCapture';
    out[name] = props[key];
  }
  return out;
}

const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const element = vnode as { type: unknown; props: Record<string, unknown> };
  if (typeof element.type == 'string') element.props = normalizeDomProps(element.type, element.props);
  previousVnodeHook?.(vnode);
};
