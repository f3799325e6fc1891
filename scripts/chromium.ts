// The Chromium every test and benchmark drives: Debian's, at /usr/bin/chromium (CHROMIUM_PATH
// overrides; playwright cannot download its own here), with flags that keep it from calling out to the
// network, which these machines do not have.

/** The browser binary. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run with no network side trips. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The same for chrome-launcher (Lighthouse), which wants the new headless mode spelled out. */
export const CHROME_LAUNCHER_FLAGS = [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), '--headless=new'];
