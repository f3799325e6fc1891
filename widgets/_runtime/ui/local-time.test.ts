// @vitest-environment happy-dom
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../format';
import { LocalTime } from './LocalTime';

// A chat message's time: the server's render and the client's first render write the same text
// (what a reader without JavaScript sees), and the time of day on the reader's clock replaces it
// in place once the client has rendered.

const SERVER_NOW = Date.UTC(2026, 10, 25, 23, 10, 0);
/** When the reader's browser renders the page: a day after the build's render. */
const READER_NOW = SERVER_NOW + 86_400_000 + 40_000;
/** The onboarding chat's first seed: three minutes before whoever renders it. */
const seed = (now: number) => new Date(now - 3 * 60_000);

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('LocalTime', () => {
  it('renders how long ago the time was, the same on the server and in the client’s first render', () => {
    vi.useFakeTimers({ now: SERVER_NOW });
    const server = renderToString(createElement(LocalTime, { at: seed(SERVER_NOW) }));
    // The datetime a duration, as the text says it: the same whenever it is rendered.
    expect(server).toBe('<time datetime="PT3M">3 min ago</time>');
    expect(renderToString(createElement(LocalTime, { at: new Date(SERVER_NOW) }))).toBe(
      '<time datetime="PT0M">now</time>',
    );
    // The reader's browser renders it later, its seeds made then: the same markup, so hydration changes nothing.
    vi.setSystemTime(READER_NOW);
    expect(renderToString(createElement(LocalTime, { at: seed(READER_NOW) }))).toBe(server);
  });

  it('hydrates the server’s text node and writes the time of day into it', () => {
    vi.useFakeTimers({ now: SERVER_NOW });
    const container = document.createElement('div');
    const html = renderToString(createElement(LocalTime, { at: seed(SERVER_NOW) }));
    container.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    document.body.append(container);
    const time = container.querySelector('time')!;
    const text = time.firstChild as Text;
    const changes = new MutationObserver(() => {});
    changes.observe(container, { subtree: true, characterData: true, characterDataOldValue: true, childList: true });
    vi.setSystemTime(READER_NOW);
    const at = seed(READER_NOW);
    hydrateRoot(container, createElement(LocalTime, { at }));
    // One change: the server's text to the time of day, in the node the server made.
    expect(changes.takeRecords().map((record) => [record.type, record.oldValue])).toEqual([
      ['characterData', '3 min ago'],
    ]);
    expect(time.firstChild).toBe(text);
    expect(time.textContent).toBe(formatTime(at));
    expect(time.dateTime).toBe(at.toISOString());
  });
});
