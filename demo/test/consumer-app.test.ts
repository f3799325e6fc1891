import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPackages } from '../../scripts/build-packages.ts';
import { RESERVE_TOLERANCE, reservationFor, reserveCss, reservedHeightAt } from '../../widgets/reserve';
import { widget as yieldFarming } from '../../widgets/yield-farming/widget';
import { browserPerFile } from './browser';
import { recordLayoutShifts, shiftsSoFar } from './layout-shifts';

// The packages as a partner uses them: a fresh Vite + React 19 + TypeScript app in a temporary
// folder, with registry packages and the two tarballs `npm run packages` makes; type-checked,
// built, served on an origin of its own and driven in Chromium against `wrangler dev`.

const base = inject('baseUrl');
const browser = browserPerFile();
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('./consumer-app/', import.meta.url));

/** The app's registry packages, pinned so that their install can be cached. */
const APP_PACKAGE = {
  name: 'orebit-consumer-app',
  private: true,
  type: 'module',
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
  devDependencies: {
    vite: '8.3.8',
    '@vitejs/plugin-react': '6.3.0',
    typescript: '6.0.3',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
  },
};

/** Runs a command in `cwd`; returns its status and output. */
function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function runOrThrow(cwd: string, command: string, args: string[], env?: Record<string, string>) {
  const { status, output } = run(cwd, command, args, env);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`);
}

/**
 * The registry packages installed once, in node_modules/.cache/ under a hash of their versions:
 * later runs copy them (an npm install from the registry takes far longer on a loaded machine).
 */
function cachedInstall(): string {
  const key = createHash('sha256').update(JSON.stringify(APP_PACKAGE)).digest('hex').slice(0, 16);
  const dir = join(ROOT, 'node_modules/.cache/orebit-consumer', key);
  if (existsSync(join(dir, 'node_modules'))) return dir;
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), JSON.stringify(APP_PACKAGE, null, 2));
  runOrThrow(staging, 'npm', ['install', '--no-audit', '--no-fund', '--include=dev']);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * Serves the built app on an origin of its own: dist/ (production React) at /, dist-dev/
 * (development React, which reports hydration mismatches) at /dev/, and at /ssr the server render
 * in the development build's page.
 */
async function serveApp(app: string, ssrHtml: string) {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app').pathname;
    if (path === '/ssr') {
      const page = readFileSync(join(app, 'dist-dev/index.html'), 'utf8').replace('<!--app-->', ssrHtml);
      return void res.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(page);
    }
    const [dir, rest] = path.startsWith('/dev/') ? ['dist-dev', path.slice(5)] : ['dist', path.slice(1)];
    const file = join(app, dir, normalize(rest || 'index.html').replace(/^(\.\.[/\\])+/, ''));
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app = '';
let version = '';
let served: Awaited<ReturnType<typeof serveApp>> | undefined;
const started = Date.now();

beforeAll(async () => {
  const packed = await buildPackages({ log: () => undefined });
  version = packed.version;
  const cache = cachedInstall();
  app = mkdtempSync(join(tmpdir(), 'orebit-consumer-'));
  cpSync(TEMPLATE, app, { recursive: true });
  for (const entry of ['package.json', 'package-lock.json', 'node_modules'])
    cpSync(join(cache, entry), join(app, entry), { recursive: true });
  runOrThrow(app, 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    ...packed.tarballs.map(({ tarball }) => tarball),
  ]);
}, 600_000);

afterAll(async () => {
  await served?.close();
  if (app) rmSync(app, { recursive: true, force: true });
  console.log(`consumer app: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

describe('a Vite + React 19 + TypeScript app using @orebit/widgets and @orebit/react', () => {
  it('installs the two tarballs, ESM with their types and no TypeScript source', () => {
    for (const name of ['widgets', 'react']) {
      const pkg = JSON.parse(readFileSync(join(app, 'node_modules/@orebit', name, 'package.json'), 'utf8'));
      expect(pkg.version).toBe(version);
      expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    }
    const react = JSON.parse(readFileSync(join(app, 'node_modules/@orebit/react/package.json'), 'utf8'));
    expect(react.peerDependencies).toEqual({ react: '>=18' });
    // The one @orebit/widgets: the tarball's, not a second copy from elsewhere.
    expect(existsSync(join(app, 'node_modules/@orebit/react/node_modules'))).toBe(false);
  });

  it('type-checks code using the typed API, and tsc refuses a wrong widget name or option', () => {
    const { status, output } = run(app, process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
    expect(output).toBe('');
    expect(status).toBe(0);
    // Each refusal is a @ts-expect-error: tsc would report one that is not an error.
    expect(readFileSync(join(app, 'src/typed-api.tsx'), 'utf8').match(/@ts-expect-error/g)).toHaveLength(9);
  });

  it('builds with vite for the browser and the server, and imports on the server without touching a page', async () => {
    const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];
    // NODE_ENV picks React's build (vitest sets it to 'test', which Vite takes for development).
    runOrThrow(app, process.execPath, vite, { OREBIT_SRC: base, NODE_ENV: 'production' });
    runOrThrow(app, process.execPath, [...vite, '--outDir', 'dist-dev', '--base', '/dev/'], {
      OREBIT_SRC: base,
      NODE_ENV: 'development',
    });
    runOrThrow(app, process.execPath, [...vite, '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'], {
      OREBIT_SRC: base,
      NODE_ENV: 'production',
    });
    expect(readFileSync(join(app, 'dist/index.html'), 'utf8')).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/,
    );
    // Imported as Node imports it: the packages touch no window or document until called.
    const { render } = (await import(pathToFileURL(join(app, 'dist-server/entry-server.js')).href)) as {
      render: () => string;
    };
    served = await serveApp(app, render());
    const { loadOrebit } = (await import(
      pathToFileURL(join(app, 'node_modules/@orebit/widgets/dist/index.js')).href
    )) as { loadOrebit: () => Promise<unknown> };
    await expect(loadOrebit()).rejects.toThrow('[orebit] loadOrebit runs in the browser');
  });

  it('shows the calculator from the pinned script, SRI-checked, on another origin, and gets its event into React state', async () => {
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/widgets/')) requests.push(request);
    });
    await page.goto(served!.origin);
    const calculator = page.locator('#calculator');
    await expect.poll(() => calculator.getByRole('heading', { name: 'Staking Calculator' }).count()).toBe(1);
    expect(served!.origin).not.toBe(base);
    // The release's own bytes, fetched in CORS mode as a script with integrity is.
    const scripts = await Promise.all(
      requests.map(async (request) => ({ url: request.url(), mode: (await request.allHeaders())['sec-fetch-mode'] })),
    );
    expect(scripts).toEqual([{ url: `${base}/widgets/v${version}/yield-farming.js`, mode: 'cors' }]);
    expect(await calculator.getByLabel('Amount (ORB)').inputValue()).toBe('2000');
    // Mounted, the reserving child is gone.
    await expect.poll(() => calculator.evaluate((el) => el.childElementCount)).toBe(0);
    await expect.poll(() => page.getByTestId('app-estimate').textContent()).toBe('No estimate yet');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByTestId('app-estimate').textContent()).toBe('Estimate: 1784 ORB');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('holds the space of a widget mounted from code while its script loads, so the page does not move when it shows', async () => {
    const page = await browser().newPage();
    await page.addInitScript(recordLayoutShifts);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${base}/widgets/v${version}/yield-farming.js`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(served!.origin);
    const fromCode = page.locator('#from-code');
    // The script held: the element holds the calculator's height for the width it gets.
    await expect.poll(() => fromCode.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
    const { width, height } = await fromCode.evaluate((el) => el.getBoundingClientRect());
    expect(height).toBe(reservedHeightAt(reservationFor('yield-farming', { 'data-view': 'calculator' })!, width));
    release();
    await expect.poll(() => fromCode.getByRole('heading', { name: 'Staking Calculator' }).count()).toBe(1);
    expect(await fromCode.getByLabel('Amount (ORB)').inputValue()).toBe('500');
    expect(Math.abs((await fromCode.evaluate((el) => el.getBoundingClientRect().height)) - height)).toBeLessThanOrEqual(
      RESERVE_TOLERANCE,
    );
    expect(await shiftsSoFar(page)).toBe(0);
    await page.close();
  });

  it('refuses a pinned script whose bytes are not the release’s', async () => {
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.route(`${base}/widgets/v${version}/yield-farming.js`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;` });
    });
    await page.goto(served!.origin);
    await expect
      .poll(() => logs.some((line) => line.includes("Failed to find a valid digest in the 'integrity' attribute")))
      .toBe(true);
    await expect
      .poll(() => logs.some((line) => line.startsWith('[orebit] Could not load the yield-farming widget')))
      .toBe(true);
    expect(await page.locator('#calculator').evaluate((el) => el.shadowRoot)).toBeNull();
    await page.close();
  });

  it('renders on the server to a placeholder reserving the calculator’s own height, and hydrates with no warning', async () => {
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
    // The calculator alone, not its whole section: the placeholder holds what mounts in it, at the
    // width it gets (the snippets' reservation, widgets/reserve.ts).
    const calculatorReserve = yieldFarming.options.find((o) => o.key === 'view')!.heights!.calculator!;
    const html = await (await fetch(`${served!.origin}/ssr`)).text();
    expect(html).toContain(
      `<div data-orebit-widget="yield-farming" data-view="calculator" data-amount="2000" id="calculator"><div style="${reserveCss(reservationFor('yield-farming', { 'data-view': 'calculator' })!)}"></div></div>`,
    );
    await page.goto(`${served!.origin}/ssr`);
    const calculator = page.locator('#calculator');
    await expect.poll(() => calculator.getByRole('heading', { name: 'Staking Calculator' }).count()).toBe(1);
    // Mounted, it takes about the room its placeholder held: nothing below it jumps by a section.
    const mounted = await calculator.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.abs(mounted - calculatorReserve) / calculatorReserve).toBeLessThan(0.05);
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByTestId('app-estimate').textContent()).toBe('Estimate: 1784 ORB');
    // React's development build: it reports any hydration mismatch on the console.
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
      ),
    ).toBe(true);
    // (Its one info line is its DevTools advert.)
    expect(logs.filter((line) => !line.startsWith('info:') && !line.startsWith('debug:'))).toEqual([]);
    await page.close();
  });
});
