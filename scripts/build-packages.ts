// `npm run packages`: builds @orebit/widgets and @orebit/react (ESM + .d.ts) from packages/*/src,
// packs them into packages/dist/*.tgz and checks the tarballs with publint and
// @arethetypeswrong/cli. Needs dist/ (npm run build): @orebit/widgets carries the release's
// integrity table from dist/widgets/manifest.json, so that version X of the package loads exactly
// the pinned scripts of release X.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { rollup, type LoadHook } from 'rollup';
import { importFromSource } from './import-from-source.ts';
import { transpileTs } from './transpile-ts.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Beside the packages, not in dist/: everything in dist/ is the Worker's static assets.
const OUT = join(ROOT, 'packages/dist');
const RELEASE_SOURCE = join(ROOT, 'packages/widgets/src/release.ts');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** A packed package. */
export interface PackedPackage {
  name: string;
  /** The .tgz's absolute path (under packages/dist/). */
  tarball: string;
  size: number;
}

/** What the manifest tells the package: the release's version and each pinned script's integrity. */
interface Release {
  version: string;
  integrity: Record<string, string>;
}

/** Runs a command in the repository; throws with its output when it fails. */
function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { cwd: ROOT, ...options, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The release: the build's version and the integrity of each of its pinned scripts. */
function releaseFromManifest(): Release {
  const manifestPath = join(ROOT, 'dist/widgets/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/widgets/manifest.json is missing: run npm run build first.');
  const { version: rootVersion } = readJson('package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    version: string;
    files: Record<string, { integrity: string }>;
  };
  if (manifest.version !== rootVersion)
    throw new Error(`dist/ is release ${manifest.version}, package.json says ${rootVersion}: run npm run build again.`);
  const prefix = `v${manifest.version}/`;
  const integrity = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, { integrity }]) => [file, integrity]),
  );
  return { version: manifest.version, integrity };
}

/** The packages' versions (and @orebit/react's dependency) must be the release's. */
function checkVersions(version: string): void {
  const widgets = readJson('packages/widgets/package.json');
  const react = readJson('packages/react/package.json');
  const wrong = [
    widgets.version !== version && `packages/widgets/package.json version is ${widgets.version}`,
    react.version !== version && `packages/react/package.json version is ${react.version}`,
    react.dependencies['@orebit/widgets'] !== version &&
      `@orebit/react depends on @orebit/widgets ${react.dependencies['@orebit/widgets']}`,
  ].filter(Boolean);
  if (wrong.length)
    throw new Error(
      `The packages follow the widgets' release, ${version} (package.json): ${wrong.join('; ')}. Set them to ${version}.`,
    );
}

/** The source tree's widget table (heights, events), computed from widgets/catalog.ts. */
async function widgetTable(): Promise<unknown> {
  const { WIDGETS } = await importFromSource<{ WIDGETS: unknown }>(RELEASE_SOURCE);
  return WIDGETS;
}

/** Bundles one package's entry into its dist/index.js; `load` may stand in for a module. */
async function bundle(
  input: string,
  file: string,
  { external = [], load }: { external?: string[]; load?: LoadHook } = {},
): Promise<void> {
  const build = await rollup({
    input,
    external,
    plugins: [
      { name: 'orebit-package-modules', load },
      nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      transpileTs(),
    ],
  });
  await build.write({ file, format: 'es' });
  await build.close();
}

/** Packs `dir` into packages/dist/; returns the tarball's path. */
function pack(dir: string): string {
  const [{ filename }] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', OUT], { cwd: join(ROOT, dir) }),
  );
  return join(OUT, filename);
}

/** publint's and attw's findings on a tarball, as lines; empty when it is clean. */
async function check(tarball: string): Promise<{ problems: string[]; attw: string }> {
  const { messages, pkg } = await publint({
    pack: { tarball: Uint8Array.from(readFileSync(tarball)).buffer },
    level: 'suggestion',
    strict: true,
  });
  const problems = messages.map((message) => `publint: ${formatMessage(message, pkg)}`);
  // ESM only, as the packages are: node10 and node16 (from ESM) and bundler must resolve the types.
  const attw = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'table-flipped',
      '--no-color',
    ],
    { encoding: 'utf8' },
  );
  if (attw.status !== 0) problems.push(`attw:\n${attw.stdout}${attw.stderr}`);
  return { problems, attw: attw.stdout };
}

/** Builds, packs and checks both packages; returns the tarballs with their sizes and the checks' output. */
export async function buildPackages({ log = console.log }: { log?: (line: string) => void } = {}): Promise<{
  version: string;
  tarballs: PackedPackage[];
}> {
  const release = releaseFromManifest();
  checkVersions(release.version);
  const widgets = await widgetTable();
  for (const dir of ['packages/widgets/dist', 'packages/react/dist'])
    rmSync(join(ROOT, dir), { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  await bundle(join(ROOT, 'packages/widgets/src/index.ts'), join(ROOT, 'packages/widgets/dist/index.js'), {
    load: (id: string) =>
      resolve(id) === RELEASE_SOURCE
        ? `export const WIDGETS = ${JSON.stringify(widgets)};\nexport const RELEASE = ${JSON.stringify(release)};\n`
        : null,
  });
  await bundle(join(ROOT, 'packages/react/src/OrebitWidget.tsx'), join(ROOT, 'packages/react/dist/index.js'), {
    external: ['react', 'react/jsx-runtime', '@orebit/widgets'],
  });

  // Declarations: tsc over the packages' sources; each package ships its entry's .d.ts, and
  // @orebit/widgets the page's types (types/orebit.d.ts) beside it.
  const declarations = mkdtempSync(join(tmpdir(), 'orebit-dts-'));
  try {
    run(process.execPath, [
      join(ROOT, 'node_modules/typescript/bin/tsc'),
      '-p',
      'packages/tsconfig.json',
      '--outDir',
      declarations,
    ]);
    const widgetsDts = readFileSync(join(declarations, 'packages/widgets/src/index.d.ts'), 'utf8');
    writeFileSync(
      join(ROOT, 'packages/widgets/dist/index.d.ts'),
      // Node's ESM resolution wants the extension that the bundler-style sources leave out.
      `/// <reference path="./orebit.d.ts" />\n${widgetsDts.replaceAll("from './release';", "from './release.js';")}`,
    );
    // index.d.ts re-exports the release module's types (the release's tables and their shapes).
    copyFileSync(
      join(declarations, 'packages/widgets/src/release.d.ts'),
      join(ROOT, 'packages/widgets/dist/release.d.ts'),
    );
    copyFileSync(join(ROOT, 'types/orebit.d.ts'), join(ROOT, 'packages/widgets/dist/orebit.d.ts'));
    copyFileSync(
      join(declarations, 'packages/react/src/OrebitWidget.d.ts'),
      join(ROOT, 'packages/react/dist/index.d.ts'),
    );
  } finally {
    rmSync(declarations, { recursive: true, force: true });
  }

  const tarballs: PackedPackage[] = [];
  let failed = false;
  for (const dir of ['packages/widgets', 'packages/react']) {
    const tarball = pack(dir);
    const { problems, attw } = await check(tarball);
    const size = statSync(tarball).size;
    log(
      `${tarball.slice(ROOT.length)}: ${size} bytes; publint ${problems.some((p) => p.startsWith('publint')) ? 'found problems' : 'clean'}\n${attw}`,
    );
    for (const problem of problems) log(problem);
    failed ||= problems.length > 0;
    tarballs.push({ name: readJson(`${dir}/package.json`).name, tarball, size });
  }
  if (failed) throw new Error('The packages have problems (above).');
  return { version: release.version, tarballs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildPackages().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
