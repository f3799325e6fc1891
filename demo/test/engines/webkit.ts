import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../scripts/dev-server.ts';
import type { Driver, DriverPage, Viewport } from './driver';

// Debian's WebKitGTK (Safari's engine): MiniBrowser driven by WebKitWebDriver over classic
// WebDriver, in an Xvfb display of its own, as MiniBrowser has no headless mode
// (docs/testing.md#other-engines-firefox-and-webkit). Plain HTTP to the driver: the handful of commands below is all the tests use.

/** MiniBrowser and its driver (WEBKIT_MINIBROWSER_PATH / WEBKIT_WEBDRIVER_PATH override). */
const MINIBROWSER_PATH = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver';

/** MiniBrowser's windows are never narrower than this: narrower viewports are iframes (see `framed`). */
const MIN_WINDOW_WIDTH = 447;

/** WebDriver's codes for the keys the tests press. */
const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', F8: '\uE038' } as const;

/** A process started in a group of its own; stopping it stops the group. */
function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The group has exited already.
  }
}

/** Starts Xvfb on a display no one uses (it picks and prints the number); resolves to ":N". */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  // A tall screen: the host-page screenshots size the window to the whole page.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x4800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  xvfb.stderr!.on('data', (d) => (stderr += d));
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (d) => resolve(`:${String(d).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready:\n${stderr}`)));
    xvfb.once('error', reject);
  });
  return { display, process: xvfb };
}

/** Options of launchWebKit. */
export interface WebKitOptions {
  /** The URL of a page showing `url` in an iframe of the given size (page-proxy.ts `framed`), for viewports narrower than a window. */
  framed(url: string, width: number, height: number): string;
}

/** Launches MiniBrowser under Xvfb through WebKitWebDriver. Its one window is shared: one page at a time. */
export async function launchWebKit({ framed }: WebKitOptions): Promise<Driver> {
  const xvfb = await startXvfb();
  const port = (await freePort()) as number;
  const driver = spawn(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    stopGroup(driver);
    stopGroup(xvfb.process);
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(endpoint + path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: { error?: string; message?: string } | null };
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
    return json.value;
  };
  let sessionId: string;
  let version: string;
  try {
    // The driver answers /status once it listens.
    for (let tries = 0; ; tries++) {
      try {
        if (((await call('GET', '/status')) as { ready: boolean }).ready) break;
      } catch (error) {
        if (tries > 100) throw error;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // No webSocketUrl: WebKitWebDriver refuses BiDi. No script timeout: WebKitWebDriver keeps it
    // with a setTimeout of the page's own, which the SPA test would count as the page's (the test's
    // own timeout covers a script that never ends).
    const session = (await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          timeouts: { script: null },
        },
      },
    })) as { sessionId: string; capabilities: { browserVersion: string } };
    sessionId = session.sessionId;
    version = `WebKitGTK ${session.capabilities.browserVersion}`;
  } catch (error) {
    stop();
    throw error;
  }
  const command = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    call(method, `/session/${sessionId}${path}`, body);
  /** The window's height beyond its viewport (MiniBrowser's toolbar), measured once. */
  let chrome: number | undefined;
  let open = false;

  // The toolbar's height is read as outerHeight − innerHeight in one script, so both describe the
  // same moment: window/rect may answer before the window has its new size, and an innerHeight read
  // apart from the size asked for would then be of the old one.
  const resize = async ({ width, height }: Viewport) => {
    chrome ??= (await command('POST', '/execute/sync', {
      script: 'return outerHeight - innerHeight',
      args: [],
    })) as number;
    await command('POST', '/window/rect', { width, height: height + chrome });
  };
  const actions = (actions: unknown[]) => command('POST', '/actions', { actions });

  return {
    version,
    async newPage(): Promise<DriverPage> {
      if (open)
        throw new Error('WebKit: one page at a time (MiniBrowser runs one window here); close the last one first');
      open = true;
      return {
        async goto(url, viewport) {
          await command('POST', '/frame', { id: null });
          if (viewport.width >= MIN_WINDOW_WIDTH) {
            await resize(viewport);
            await command('POST', '/url', { url });
            return;
          }
          // A narrower viewport: the page in an iframe of that size at the window's top left
          // (its coordinates are then the window's), and every command from here on inside it.
          await resize({ width: MIN_WINDOW_WIDTH, height: viewport.height });
          await command('POST', '/url', { url: framed(url, viewport.width, viewport.height) });
          await command('POST', '/frame', { id: 0 });
        },
        setViewport: resize,
        async run(expression) {
          return command('POST', '/execute/sync', { script: `return (${expression});`, args: [] });
        },
        async clickAt(x, y) {
          // Pointer actions at a position: an element click inside a shadow root is "intercepted" by its host.
          await actions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ]);
        },
        async type(text) {
          await actions([
            {
              type: 'key',
              id: 'keyboard',
              actions: [...text].flatMap((value) => [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ]),
            },
          ]);
        },
        async press(key) {
          await actions([
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value: KEYS[key] },
                { type: 'keyUp', value: KEYS[key] },
              ],
            },
          ]);
        },
        async screenshot() {
          return Buffer.from((await command('GET', '/screenshot')) as string, 'base64');
        },
        async close() {
          await command('POST', '/frame', { id: null });
          await command('POST', '/url', { url: 'about:blank' });
          open = false;
        },
      };
    },
    async close() {
      try {
        await command('DELETE', '');
      } finally {
        stop();
      }
    },
  };
}
