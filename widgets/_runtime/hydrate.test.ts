// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { hydrateServerRoots } from './hydrate';
import { mountInto } from './mount';
import { getRegistry } from './registry';
import { NO_SCRIPT_NOTE, SERVER_RENDERED, SERVER_STYLE, SERVER_STYLESHEET } from './server-rendering';
import { widgetElement, widgetSchema, type WidgetProps } from './widget-shell';

// Taking over the server render's roots, as the full page's script does, on happy-dom's DOM.

/** The release the unit tests' scripts report (vitest.config.ts). */
const RELEASE = '0.0.0-test';

const options = { config: {} };
const schema = widgetSchema('https://api.example', options);
const Note = () => createElement('p', { style: { color: 'red' } }, 'Server and client agree');

/** A host as the server render writes it: its root holds the stylesheet link, the note for readers without JavaScript and the first render, style attributes as SERVER_STYLE. */
function serverRenderedHost(release: string) {
  const props = readConfig(schema, [], () => {}) as WidgetProps<typeof schema>;
  const html = renderToString(widgetElement('note', Note, props, false)).replace(' style=', ` ${SERVER_STYLE}=`);
  const host = document.createElement('orebit-note');
  host.setAttribute(SERVER_RENDERED, release);
  // Parsed as the browser parses the declarative root; no widget code ever sets HTML from a string.
  const parsed = new DOMParser().parseFromString(html, 'text/html').body;
  const link = document.createElement(SERVER_STYLESHEET);
  link.setAttribute('rel', 'stylesheet');
  link.setAttribute('href', 'data:text/css,');
  const note = document.createElement('p');
  note.className = 'ob-nojs';
  note.setAttribute('role', 'note');
  note.textContent = NO_SCRIPT_NOTE;
  host.attachShadow({ mode: 'open' }).append(link, note, ...parsed.childNodes);
  document.body.append(host);
  return host;
}

const mount = (host: HTMLElement) =>
  mountInto({ registry: getRegistry(), name: 'note', View: Note, schema, packBase: '/' }, host, undefined);

afterEach(() => {
  for (const { handle } of getRegistry().instances.values()) handle.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a script that does not import hydration (a partner script)', () => {
  it('leaves a server-rendered root alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = serverRenderedHost(RELEASE);
    mount(host);
    expect(getRegistry().instances.has(host)).toBe(false);
    expect(host.shadowRoot!.querySelector(SERVER_STYLESHEET)).not.toBeNull();
  });
});

describe('the full page’s script, with hydration', () => {
  it('hydrates this release’s root: keeps its nodes and its stylesheet link, adopts no sheet, turns stand-ins into inline styles', () => {
    hydrateServerRoots();
    const host = serverRenderedHost(RELEASE);
    const root = host.shadowRoot!;
    const [link, note, shell] = root.children;
    const paragraph = shell!.querySelector('p')!;
    mount(host);
    expect(getRegistry().instances.has(host)).toBe(true);
    expect([...root.children]).toEqual([link, note, shell]);
    expect(note!.textContent).toBe(NO_SCRIPT_NOTE);
    expect(link!.getAttribute('href')).toBe('data:text/css,');
    expect(shell!.querySelector('p')).toBe(paragraph);
    expect(root.adoptedStyleSheets).toEqual([]);
    expect(paragraph.hasAttribute(SERVER_STYLE)).toBe(false);
    expect(paragraph.style.color).toBe('red');
    expect(shell!.textContent).toBe('Server and client agree');
    // A later render (a new option) keeps the link too.
    getRegistry().instances.get(host)!.handle.update({ theme: 'light' });
    expect([...root.children]).toEqual([link, note, shell]);
    expect(shell!.getAttribute('data-theme')).toBe('light');
  });

  it('gives a hydrated root the rules added after hydration began, and only those', () => {
    hydrateServerRoots();
    const host = serverRenderedHost(RELEASE);
    mount(host);
    const { styles } = getRegistry();
    styles.data += '.late-rule{color:blue}';
    const adopted = host.shadowRoot!.adoptedStyleSheets;
    expect(adopted.length).toBe(1);
    expect([...adopted[0]!.cssRules].map((rule) => rule.cssText).join('')).toContain('.late-rule');
    expect([...adopted[0]!.cssRules].length).toBe(1);
    // A root mounted by the client takes the whole shared sheet, as before.
    const client = document.createElement('div');
    document.body.append(client);
    mount(client);
    expect(client.shadowRoot!.adoptedStyleSheets).toEqual([getRegistry().baseSheet, styles.sheet]);
  });

  it('empties another release’s root and renders its own', () => {
    hydrateServerRoots();
    const host = serverRenderedHost('0.0.1-older');
    const paragraph = host.shadowRoot!.querySelector('p')!;
    mount(host);
    const rendered = host.shadowRoot!.querySelector('p')!;
    expect(rendered).not.toBe(paragraph);
    expect(host.shadowRoot!.querySelector(SERVER_STYLESHEET)).toBeNull();
    expect(rendered.style.color).toBe('red');
    expect(host.shadowRoot!.textContent).toBe('Server and client agree');
  });

  it('still leaves alone a root another script made without the server', () => {
    hydrateServerRoots();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('orebit-note');
    host.attachShadow({ mode: 'open' }).append('theirs');
    document.body.append(host);
    mount(host);
    expect(host.shadowRoot!.textContent).toBe('theirs');
  });
});
