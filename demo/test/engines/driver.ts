// What the engine tests need from a browser, and no more: the few primitives both Firefox (over
// WebDriver BiDi) and WebKitGTK (over classic WebDriver) offer alike. Everything else — finding
// elements inside shadow roots, waiting, logs, screenshots of one element — is built on them once,
// in engine.ts.

/** A viewport size in CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** One page (tab or window) of a browser. */
export interface DriverPage {
  /** Sizes the viewport, then loads `url` and waits for its load event. */
  goto(url: string, viewport: Viewport): Promise<void>;
  /** Resizes the viewport of the loaded page. */
  setViewport(viewport: Viewport): Promise<void>;
  /** Evaluates a JavaScript expression in the page, awaits it when it is a promise, returns its JSON value. */
  run(expression: string): Promise<unknown>;
  /** Moves the mouse to (x, y) of the viewport, presses and releases its main button. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types `text` into the focused element, one key at a time. */
  type(text: string): Promise<void>;
  /** Presses and releases one key. */
  press(key: 'Enter' | 'Escape' | 'Tab' | 'F8'): Promise<void>;
  /** A PNG of the viewport, one image pixel per CSS px. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A launched browser. */
export interface Driver {
  /** Name and version, e.g. "Firefox 153.7.0esr". */
  version: string;
  newPage(): Promise<DriverPage>;
  close(): Promise<void>;
}
