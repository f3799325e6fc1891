import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishRelease, releaseKey } from './publish-release.ts';

// The deploy's release step against wrangler's real local KV (a temporary state folder): every
// pinned script stored byte for byte, publishing again is a no-op, and a changed build under the
// same version is refused with nothing overwritten. worker/test/widget-files.test.ts shows the
// Worker serving what is stored under these keys.

const state = mkdtempSync(join(tmpdir(), 'orebit-release-state-'));
afterAll(() => rmSync(state, { recursive: true, force: true }));

interface Manifest {
  version: string;
  files: Record<string, { integrity: string }>;
}
const manifest: Manifest = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8'));
const pinned = Object.keys(manifest.files).filter((file) => file.startsWith(`v${manifest.version}/`));

/** A released file's bytes as the local KV holds them. */
function stored(file: string): Buffer {
  const node = process.execPath;
  const result = spawnSync(
    node,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'kv',
      'key',
      'get',
      releaseKey(file),
      '--binding',
      'DATA',
      '--local',
      '--persist-to',
      state,
    ],
    {
      encoding: 'buffer',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    },
  );
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout;
}

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('publishing a release to KV (npm run deploy)', () => {
  it('uses the key the Worker reads (worker/storage/releases.ts; its test stores release/v0.0.9/referral.js)', () => {
    expect(releaseKey('v1.2.3/referral.js')).toBe('release/v1.2.3/referral.js');
  });

  it('stores every pinned script of this build with the integrity the manifest lists', () => {
    expect(publishRelease(['--local', '--persist-to', state])).toBe(
      `v${manifest.version}: published ${pinned.length} files to KV (local).`,
    );
    expect(pinned.length).toBeGreaterThanOrEqual(18);
    for (const file of [`v${manifest.version}/referral.js`, `v${manifest.version}/yield-farming.js`]) {
      expect(sha384(stored(file)), file).toBe(manifest.files[file]!.integrity);
    }
  }, 60_000);

  it('does nothing when the same bytes are published again', () => {
    expect(publishRelease(['--local', '--persist-to', state])).toBe(
      `v${manifest.version}: already published, ${pinned.length} files unchanged.`,
    );
  }, 60_000);

  it('refuses a changed build under the same version, and the release keeps its bytes', () => {
    const dist = mkdtempSync(join(tmpdir(), 'orebit-release-dist-'));
    try {
      cpSync('dist/widgets', join(dist, 'widgets'), { recursive: true });
      const file = `v${manifest.version}/referral.js`;
      const changed = Buffer.concat([readFileSync(join(dist, 'widgets', file)), Buffer.from('\n// changed\n')]);
      writeFileSync(join(dist, 'widgets', file), changed);
      const edited: Manifest = JSON.parse(readFileSync(join(dist, 'widgets/manifest.json'), 'utf8'));
      edited.files[file]!.integrity = sha384(changed);
      writeFileSync(join(dist, 'widgets/manifest.json'), JSON.stringify(edited));
      expect(() => publishRelease(['--local', '--persist-to', state, '--dist', dist])).toThrow(
        `v${manifest.version} is already published with other bytes for ${file}. A released version never changes: bump "version" in package.json, build, and publish again.`,
      );
      expect(sha384(stored(file))).toBe(manifest.files[file]!.integrity);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }, 60_000);

  it('says where to publish rather than guessing', () => {
    expect(() => publishRelease([])).toThrow('Say where to publish: --remote (production) or --local (wrangler dev).');
  });
});
