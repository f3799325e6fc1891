// The one server render: every page the server writes — the official page at the edge (the
// Worker, widgets/server/worker-renderer.ts), its build-time fallback (widgets/server/page.tsx) and the
// embed pages — renders a widget's root and writes its host, its declarative shadow root and its
// stylesheet link here, with one style hook and one escaper.
import { options, type VNode } from 'preact';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml, jsonScriptText } from '../../contract/html';
import { PAGE_DATA_ID, type PageData } from '../../contract/page-data';
import { firstRender, SERVER_API } from './first-render';
import type { I18n } from './locale';
import { getRegistry } from './registry';
import { NO_SCRIPT_NOTE, SERVER_RENDERED, SERVER_STYLE, SERVER_STYLESHEET } from './server-rendering';
import { seedQueries } from './use-query';

// Properties that take a bare number (anything else gets px, as preact does on the client).
const UNITLESS = /^(opacity|z-index|flex|flex-grow|flex-shrink|order|line-height|font-weight|zoom)$/;

/** A `style` prop (object or text) as CSS declarations, `[property, value]`. */
function declarations(style: unknown): Array<[string, string]> {
  if (typeof style === 'string')
    return style
      .split(';')
      .map((part) => part.split(/:(.*)/s).map((piece) => piece.trim()) as [string, string])
      .filter(([property, value]) => property && value);
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(style as Record<string, unknown>)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    out.push([property, typeof value === 'number' && !UNITLESS.test(property) ? `${value}px` : String(value)]);
  }
  return out;
}

/**
 * Widget `name`'s first render (with the options `given`, by dataset key, in the language of
 * `i18n`, its pack for `given.locale`) as HTML, its queries answered from `data` (their loading
 * state without it, as a browser's first render shows them);
 * undefined when no script defined it. Each style attribute becomes SERVER_STYLE and a rule in
 * `rules` (a strict CSP refuses style attributes; the rules go into the page's stylesheet).
 */
export function renderRoot(
  name: string,
  rules: Map<string, string>,
  { given, data, i18n }: { given?: Record<string, unknown>; data?: PageData | undefined; i18n?: I18n | undefined } = {},
): string | undefined {
  // The server registry lives as long as the isolate: each render starts its queries afresh.
  getRegistry().queries = undefined;
  if (data) seedQueries(SERVER_API, data);
  const previous = options.vnode;
  // The only owner of this hook on the server; it chains whatever was there before.
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    const props = vnode.props as Record<string, unknown>;
    if (typeof vnode.type !== 'string' || !props.style) return;
    const list = declarations(props.style);
    delete props.style;
    if (!list.length) return;
    const text = list.map(([property, value]) => `${property}:${value}`).join(';');
    const selector = `[${SERVER_STYLE}="${text.replace(/["\\]/g, '\\$&')}"]`;
    rules.set(text, `${selector}{${list.map(([property, value]) => `${property}:${value}!important`).join(';')}}`);
    props[SERVER_STYLE] = text;
  };
  try {
    const node: ReactNode | undefined = firstRender(name, given, i18n);
    return node === undefined ? undefined : renderToString(node);
  } finally {
    options.vnode = previous;
  }
}

/** What `hostMarkup` writes: a widget's host and, when the server rendered it, its root. */
export interface HostMarkup {
  name: string;
  /** The host's id (an anchor of the page). */
  anchor?: string | undefined;
  /** The id of an anchor just before the host. */
  before?: string | undefined;
  /** `data-*` attributes by dataset key (`refCode` → `data-ref-code`), escaped here. */
  attributes?: Readonly<Record<string, string>>;
  /** The root's HTML (renderRoot); none leaves the widget to the browser. */
  root?: string | undefined;
  /** The stylesheet every root links (its first paint is styled before any script runs). */
  stylesheet: string;
  /** Rules the root needs beyond its stylesheet, as `styleText` writes them, in a `<style>` of its own ('' for none). */
  style?: string;
  /** NO_SCRIPT_NOTE in the page's language. */
  note?: string;
}

/** A widget's place in a page: the anchor before it, its host marked with this release, and its declarative shadow root. */
export function hostMarkup({
  name,
  anchor,
  before,
  attributes = {},
  root,
  stylesheet,
  style = '',
  note = NO_SCRIPT_NOTE,
}: HostMarkup): string {
  const data = Object.entries(attributes)
    .map(([key, value]) => ` data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHtml(value)}"`)
    .join('');
  const tag = `orebit-${name}`;
  return (
    (before ? `<span id="${before}" class="orebit-anchor"></span>` : '') +
    `<${tag}${anchor ? ` id="${anchor}"` : ''}${root === undefined ? '' : ` ${SERVER_RENDERED}="${__OREBIT_RELEASE__}"`}${data}>` +
    (root === undefined
      ? ''
      : `<template shadowrootmode="open"><${SERVER_STYLESHEET} rel="stylesheet" href="${escapeHtml(stylesheet)}">` +
        (style ? `<style>${style}</style>` : '') +
        `<p class="ob-nojs" role="note">${escapeHtml(note)}</p>${root}</template>`) +
    `</${tag}>`
  );
}

/**
 * The rules of NO_SCRIPT_NOTE, in every server render's stylesheet (the official page's and the
 * embed pages'): without scripting, a section's controls look unavailable (they are: nothing
 * handles them) and its note says why; links, which work, stay as they are.
 */
// The note sits beside the widget's root, outside its palette: the palette's colours are written
// out (dark, or light before a light root).
export const NO_SCRIPT_CSS =
  '.ob-nojs{display:none}@media (scripting:none){' +
  '.ob-nojs:has(~* :is(button,input,select,textarea)){display:block;margin:0;padding:10px 16px;' +
  'font:13px/1.5 system-ui,sans-serif;color:#9aa6c2;background:#131a2e;border-bottom:1px solid #27324f}' +
  '.ob-nojs:has(+[data-theme=light]){color:#4b587a;background:#f6f8fc;border-color:#d6dcea}' +
  ':is(button,input,select,textarea){opacity:.55;cursor:not-allowed;pointer-events:none}}';

/** `rules` as the text of a `<style>` (the CSP hashes this text): `<` escaped as CSS does, so no value can close the element. */
export const styleText = (rules: Iterable<string>): string => [...rules].join('').replace(/</g, '\\3c ');

/** The page's `<script type="application/json">` block carrying `data`, for the widgets' query cache (none without data). */
export const dataBlock = (data: PageData | undefined): string =>
  data ? `<script type="application/json" id="${PAGE_DATA_ID}">${jsonScriptText(data)}</script>` : '';
