import { PNG } from 'pngjs';
import { afterAll, beforeAll, inject } from 'vitest';
import { LOG_KEY } from './capture';
import type { Driver, DriverPage, Viewport } from './driver';
import { launchFirefox } from './firefox';
import { startPageProxy, type PageProxy } from './page-proxy';
import { launchWebKit } from './webkit';

// The other engines for the embedding-contract tests (demo/test/engines/*.test.ts): each test file
// runs its checks once per engine, `describe.each(ENGINES)`. Pages come through a proxy of the dev
// server that puts the log recorder first in every page (capture.ts, page-proxy.ts), so both
// engines report what a page logged the same way, WebKit having no console to read.

/** The engines these tests run in. */
export const ENGINES = ['firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** An element: CSS selectors, one per shadow-root level, joined by `>>>`; `text`: the one whose trimmed text or aria-label it is. */
type Target = string | { css: string; text?: string };

/** The viewport pages open with unless a test asks for another. */
const DESKTOP: Viewport = { width: 1280, height: 900 };

/** An open page of an engine. */
export interface EnginePage {
  /** Runs `fn(arg)` in the page (self-contained: it is sent as source) and returns its JSON result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>>;
  /** Runs `fn(element, arg)` with the element `target` finds (null when none). */
  evaluateOn<R, A = undefined>(target: Target, fn: (el: Element | null, arg: A) => R, arg?: A): Promise<Awaited<R>>;
  /** How many elements `target` finds. */
  count(target: Target): Promise<number>;
  /** The element's trimmed text, null when there is none. */
  text(target: Target): Promise<string | null>;
  /** Whether the element is there and takes room on screen. */
  visible(target: Target): Promise<boolean>;
  /** Clicks the element with the mouse at its centre, as a reader would. */
  click(target: Target): Promise<void>;
  /** Clicks the field, selects what it holds and types `text` over it. */
  fill(target: Target, text: string): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'Tab' | 'F8'): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** PNGs of the elements from one picture of the viewport, animations settled, each box rounded out to whole pixels (they must fit the viewport). */
  screenshots(targets: Target[]): Promise<Buffer[]>;
  /** What the page logged: console messages as "type: text", "pageerror: …", "error: [violation] …". */
  logs(): Promise<string[]>;
  close(): Promise<void>;
}

/** A browser of one engine, for one test file. */
export interface Engine {
  name: EngineName;
  /** e.g. "Firefox 153.7.0esr", "WebKitGTK 2.50.6". */
  version: string;
  /** The dev server's origin as the pages see it (the recording proxy). */
  base: string;
  /** Opens `url` (desktop size unless `viewport`) and resolves once it has loaded. */
  open(url: string, viewport?: Viewport): Promise<EnginePage>;
}

/** Finds `target` from the document down through open shadow roots. Runs in the page. */
function locate(target: Target): Element[] {
  const { css, text } = typeof target === 'string' ? { css: target, text: undefined } : target;
  let scopes: ParentNode[] = [document];
  const parts = css.split('>>>').map((part) => part.trim());
  let found: Element[] = [];
  for (const [i, part] of parts.entries()) {
    found = scopes.flatMap((scope) => [...scope.querySelectorAll(part)]);
    if (i < parts.length - 1)
      scopes = found.map((el) => el.shadowRoot).filter((root): root is ShadowRoot => root !== null);
  }
  return text === undefined
    ? found
    : found.filter((el) => el.textContent?.trim() === text || el.getAttribute('aria-label') === text);
}

/** An element's box in viewport px. */
type Box = { x: number; y: number; width: number; height: number };

function wrap(driver: DriverPage): EnginePage {
  const evaluate = async (fn: (...args: never[]) => unknown, arg: unknown) =>
    driver.run(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`);
  const on = (target: Target, fn: (...args: never[]) => unknown, arg: unknown) =>
    driver.run(
      `(${fn.toString()})((${locate.toString()})(${JSON.stringify(target)})[0] ?? null, ${JSON.stringify(arg ?? null)})`,
    );
  /** The element's box in viewport px, after scrolling it into view if it is not. */
  const box = (target: Target) =>
    on(
      target,
      (el: Element | null) => {
        if (!el) return null;
        el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width, height: r.height };
      },
      null,
    ) as Promise<Box | null>;
  const click = async (target: Target) => {
    const b = await box(target);
    if (!b || b.width === 0 || b.height === 0) throw new Error(`nothing to click at ${JSON.stringify(target)}`);
    await driver.clickAt(b.x + b.width / 2, b.y + b.height / 2);
  };
  return {
    evaluate: evaluate as EnginePage['evaluate'],
    evaluateOn: on as EnginePage['evaluateOn'],
    count: (target) => driver.run(`(${locate.toString()})(${JSON.stringify(target)}).length`) as Promise<number>,
    text: (target) =>
      on(target, (el: Element | null) => el?.textContent?.trim() ?? null, null) as Promise<string | null>,
    visible: (target) =>
      on(
        target,
        (el: Element | null) => {
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        },
        null,
      ) as Promise<boolean>,
    click,
    async fill(target, text) {
      await click(target);
      await on(target, (el: Element | null) => (el as HTMLInputElement).select(), null);
      await driver.type(text);
    },
    press: (key) => driver.press(key),
    setViewport: (viewport) => driver.setViewport(viewport),
    async screenshots(targets) {
      await driver.run(`(${holdStill.toString()})()`);
      const boxes: Box[] = [];
      for (const target of targets) {
        const b = await box(target);
        if (!b) throw new Error(`nothing to screenshot at ${JSON.stringify(target)}`);
        boxes.push(b);
      }
      // The same picture twice in a row: what the reader sees has been painted (WebKit can hand
      // back its last frame from before a change for a moment).
      let last: Buffer[] = boxes.map(() => Buffer.alloc(0));
      for (let tries = 0; tries < 10; tries++) {
        const png = PNG.sync.read(await driver.screenshot());
        const shots = boxes.map((b) => crop(png, b));
        if (shots.every((shot, i) => shot.equals(last[i]!))) return shots;
        last = shots;
        await driver.run(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))))`);
      }
      throw new Error(`the page did not hold still for two screenshots of ${JSON.stringify(targets)}`);
    },
    logs: () =>
      driver.run(
        `[...(window[Symbol.for(${JSON.stringify(LOG_KEY)})] ?? ['the log recorder did not run'])]`,
      ) as Promise<string[]>,
    close: () => driver.close(),
  };
}

/**
 * Readies the page for a picture, as Playwright's `animations: 'disabled'` and `caret: 'hide'` do:
 * finite animations and transitions jump to their end, infinite ones go back to their start, and
 * no text caret blinks, in the document and in every shadow root. Then two frames, so that it has
 * been painted. Runs in the page.
 */
function holdStill(): Promise<null> {
  const roots: Array<Document | ShadowRoot> = [document];
  for (let i = 0; i < roots.length; i++)
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const hideCaret = new CSSStyleSheet();
  hideCaret.replaceSync('*, *::before, *::after { caret-color: transparent !important; }');
  for (const root of roots) {
    // Not every engine's document.getAnimations() reaches into shadow roots: ask each root.
    for (const animation of root.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
      else animation.finish();
    }
    if (!root.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('caret-color: transparent')))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, hideCaret];
  }
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))));
}

/** The part of a picture under a box of CSS px, rounded out to whole pixels as Playwright's element screenshots are, as a PNG. */
function crop(source: PNG, box: Box): Buffer {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const width = Math.min(source.width, Math.ceil(box.x + box.width)) - x;
  const height = Math.min(source.height, Math.ceil(box.y + box.height)) - y;
  const out = new PNG({ width, height });
  PNG.bitblt(source, out, x, y, width, height, 0, 0);
  return PNG.sync.write(out);
}

/**
 * Launches `name` for the calling describe block and closes it after; call at its top level.
 * `now` fixes Date.now() in every page (see capturePageLog); `probe` and `slow`: see startPageProxy.
 */
export function useEngine(
  name: EngineName,
  { now = null, probe, slow }: { now?: number | null; probe?: () => void; slow?: RegExp } = {},
): () => Engine {
  let proxy: PageProxy | undefined;
  let driver: Driver | undefined;
  let engine: Engine | undefined;
  beforeAll(async () => {
    proxy = await startPageProxy(inject('baseUrl'), { now, probe, slow });
    driver = name === 'firefox' ? await launchFirefox() : await launchWebKit({ framed: proxy.framed });
    const launched = driver;
    engine = {
      name,
      version: launched.version,
      base: proxy.url,
      async open(url, viewport = DESKTOP) {
        const page = await launched.newPage();
        try {
          await page.goto(url, viewport);
        } catch (error) {
          await page.close();
          throw error;
        }
        return wrap(page);
      },
    };
  });
  afterAll(async () => {
    await driver?.close();
    await proxy?.close();
  });
  return () => {
    if (!engine) throw new Error('useEngine(): the engine is only there inside tests');
    return engine;
  };
}
