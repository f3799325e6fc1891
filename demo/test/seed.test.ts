import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startDevServer } from '../../scripts/dev-server.ts';

// `npm run seed` against its own local state folder, so the developer's data is never touched.

const state = mkdtempSync(join(tmpdir(), 'orebit-seed-'));
afterAll(() => rmSync(state, { recursive: true, force: true }));

async function seed(...args: string[]): Promise<string> {
  const result = spawnSync('npm', ['run', 'seed', '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, OREBIT_STATE_DIR: state, PORT: String(await freePort()) },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe('npm run seed', () => {
  it('seeds an empty state, keeps changes, and --reset brings back the samples', async () => {
    expect(await seed()).toContain('Local data ready: 8 news articles, 3 forum posts, sample prices.');

    const server = await startDevServer({ port: await freePort(), persistTo: state });
    try {
      const res = await fetch(`${server.url}/api/forum/posts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Kept across restarts', content: 'Local state persists', userId: 1 }),
      });
      expect(res.status).toBe(201);
    } finally {
      await server.stop();
    }

    expect(await seed()).toContain('8 news articles, 4 forum posts');
    const reset = await seed('--reset');
    expect(reset).toContain('Removed the local KV, Durable Object and cache state.');
    expect(reset).toContain('8 news articles, 3 forum posts');
  });
});
