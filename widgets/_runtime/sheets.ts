// Two constructable stylesheets per page, adopted by every widget's shadow root: the constant base
// (the host's display, the root's cut of inheritance, theme variables, fonts) and the one the
// widgets' compiled goober rules go into. Constructable sheets are not <style> elements, so a
// strict host CSP (style-src 'self') does not block them.

/** The page's widget stylesheet as goober (and precompiled.ts) sees it: a node with `data`. */
export interface SharedSheet {
  data: string;
  /**
   * The rules precompiled.ts has added, so that a rule is looked up rather than searched for in
   * the whole sheet: made by the first script that adds one (a sheet an older release made has
   * none until then).
   */
  added?: Set<string>;
  /**
   * True while a bundle that hydrates (the official page's, an embed page's) adds a rule of its
   * own, which the stylesheet its server linked already has (hydrate.tsx).
   */
  serving?: boolean;
  /** The constructable stylesheet, created and parsed when a root first adopts it. */
  readonly sheet: CSSStyleSheet;
  /** Applies pending writes now, so a freshly rendered root is styled at once. */
  flush(): void;
}

/**
 * Creates the page's shared sheet. Its CSSStyleSheet is made when first asked for: the official
 * page's hydrated roots keep the server's stylesheet link and adopt nothing, so there the rules
 * are never parsed. Once it exists, writes are applied once per microtask, or at `flush()`.
 */
export function createSharedSheet(): SharedSheet {
  let sheet: CSSStyleSheet | undefined;
  let text = '';
  let pending = false;
  const flush = () => {
    if (pending) {
      pending = false;
      sheet!.replaceSync(text);
    }
  };
  return {
    flush,
    get sheet() {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
      }
      return sheet;
    },
    get data() {
      return text;
    },
    set data(value: string) {
      text = value;
      if (sheet && !pending) {
        pending = true;
        queueMicrotask(flush);
      }
    },
  };
}

// One palette for both schemes: light-dark() picks by the root's color-scheme, which data-theme sets
// (auto follows the reader's preference). Page authors override any colour with --orebit-*.
const palette = (name: string, light: string, dark: string) =>
  `--ob-${name}:var(--orebit-${name},light-dark(${light},${dark}));`;

// The parts the floating concierge's launcher draws with before any base sheet is on the page
// (LAUNCHER_BASE_CSS), each written once.
const HOST = ':host{display:block!important}:host([hidden]){display:none!important}';
const ROOT = '.orebit-root{all:initial;display:block;visibility:inherit;';
// The accent and the text on it, light and dark: the launcher's colours.
const ACCENT = ['#7a4a00', '#f5b301'] as const;
const ACCENT_TEXT = ['#ffffff', '#1a1300'] as const;
const SCHEMES =
  '.orebit-root[data-theme=light]{color-scheme:light}' + '.orebit-root[data-theme=auto]{color-scheme:light dark}';
const FOCUS = '.orebit-root :focus-visible{outline:2px solid var(--ob-accent);outline-offset:2px}';

/**
 * The base of every shadow root. The host element's box belongs to the host page: its margins,
 * width, grid or flex placement, alignment classes and floats follow the page's layout, as any
 * block of a post does. Only its display is ours (a block, even under an `all: unset` reset; the
 * `hidden` attribute still hides it). Inheritance stops at the root element inside, which starts
 * from initial values (font, colour, spacing, text transforms…) but for visibility, so a page can
 * still hide the section a widget sits in. Resets inside the root use :where() so that any goober
 * class wins over them.
 */
export const BASE_CSS =
  HOST +
  // Page rules such as `*::before{content:…}` would give the host generated boxes of its own.
  ':host::before,:host::after{content:none!important}' +
  ROOT +
  palette('background', '#ffffff', '#0b1020') +
  palette('surface', '#f6f8fc', '#131a2e') +
  palette('surface-2', '#eaeef7', '#1b2440') +
  palette('border', '#d6dcea', '#27324f') +
  palette('text', '#0f172a', '#f3f5fb') +
  palette('muted', '#4b587a', '#9aa6c2') +
  palette('accent', ...ACCENT) +
  palette('accent-text', ...ACCENT_TEXT) +
  palette('green', '#166534', '#22c55e') +
  palette('yellow', '#854d0e', '#eab308') +
  palette('red', '#b91c1c', '#f87171') +
  palette('blue', '#1d4ed8', '#60a5fa') +
  palette('purple', '#7e22ce', '#c084fc') +
  palette('gray', '#4b5563', '#9ca3af') +
  '--ob-radius:var(--orebit-radius,12px);' +
  // The type scale (docs/type-scale.md): widgets set font-size only through these steps.
  '--ob-xs:12px;--ob-s:13px;--ob-m:15px;--ob-l:18px;--ob-xl:22px;--ob-2xl:28px;--ob-3xl:32px;--ob-4xl:52px;' +
  '--ob-font:var(--orebit-font,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);' +
  'color-scheme:dark;container-type:inline-size;box-sizing:border-box;' +
  'font:var(--ob-m)/1.5 var(--ob-font);color:var(--ob-text);background:var(--ob-background);' +
  'text-align:start;-webkit-font-smoothing:antialiased}' +
  SCHEMES +
  ':where(.orebit-root) :where(*,*::before,*::after){box-sizing:border-box}' +
  ':where(.orebit-root) :where(h1,h2,h3,h4,p,ul,ol,dl,dd,figure){margin:0;padding:0}' +
  ':where(.orebit-root) :where(button,input,select,textarea){font:inherit;color:inherit}' +
  FOCUS +
  '.orebit-root .ob-error{padding:16px;color:var(--ob-muted)}' +
  // Page-level layers (toasts): no containment, so their position:fixed is relative to the viewport.
  '.orebit-root.orebit-overlay{container-type:normal;background:transparent}' +
  '.orebit-root .ob-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

/**
 * What the floating concierge's launcher needs of BASE_CSS, for its facade (widgets/concierge/facade.ts),
 * which draws it before any script with the base sheet has run: the host's display, the root's cut
 * of inheritance, the accent in each theme and the focus ring. The launcher's own rules do the rest
 * (a button's box is its border box in every browser); with these it looks as it does on the base
 * sheet, pixel for pixel.
 */
export const LAUNCHER_BASE_CSS =
  HOST +
  ROOT +
  palette('accent', ...ACCENT) +
  palette('accent-text', ...ACCENT_TEXT) +
  'color-scheme:dark}' +
  SCHEMES +
  FOCUS;

/**
 * The constant base sheet, made once per page by the first script that adopts it into a root
 * (`registry.baseSheet ??= createBaseSheet()`): since protocol 3 a registry has none until then,
 * as the floating concierge's facade makes registries without it (registry.ts).
 */
export function createBaseSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(BASE_CSS);
  return sheet;
}
