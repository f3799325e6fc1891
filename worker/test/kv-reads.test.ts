import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { countKvReads } from '../storage/kv-reads';
import { BASE } from './helpers';

// docs/ARCHITECTURE.md, The Worker: a GET costs one KV read and never calls list().

const GETS = ['/api/crypto/prices', '/api/forum/posts', '/api/news'];

describe('KV reads per GET', () => {
  it.each(GETS)('%s reads KV once once seeded', async (path) => {
    await (await SELF.fetch(`${BASE}${path}`)).arrayBuffer(); // the first use seeds
    const calls: string[] = [];
    const kv = env.DATA;
    const original = { get: kv.get, list: kv.list, getWithMetadata: kv.getWithMetadata };
    kv.get = ((...args: Parameters<typeof kv.get>) => {
      calls.push(`get ${String(args[0])}`);
      return original.get.apply(kv, args);
    }) as typeof kv.get;
    kv.list = ((...args: Parameters<typeof kv.list>) => {
      calls.push('list');
      return original.list.apply(kv, args);
    }) as typeof kv.list;
    kv.getWithMetadata = ((...args: Parameters<typeof kv.getWithMetadata>) => {
      calls.push('getWithMetadata');
      return original.getWithMetadata.apply(kv, args);
    }) as typeof kv.getWithMetadata;
    try {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status).toBe(200);
    } finally {
      Object.assign(kv, original);
    }
    expect(calls.length).toBe(1);
    expect(calls[0]).toMatch(/^get /);
  });
});

/** Fetches `path` from the Worker with EXPOSE_KV_READS set, as `npm run bench` runs it. */
async function fetchCounting(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, EXPOSE_KV_READS: 'true' }, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

describe('X-KV-Reads (EXPOSE_KV_READS=true)', () => {
  it.each(GETS)('%s reports exactly 1 read', async (path) => {
    await fetchCounting(path); // the first use seeds
    const res = await fetchCounting(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-kv-reads')).toBe('1');
  });

  it('reports 0 reads for a static asset and for an API error', async () => {
    expect((await fetchCounting('/widgets/manifest.json')).headers.get('x-kv-reads')).toBe('0');
    const missing = await fetchCounting('/api/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-kv-reads')).toBe('0');
  });

  it('counts list() and every key of a bulk get', async () => {
    const counted = countKvReads(env);
    await counted.env.DATA.list({ limit: 1 });
    await counted.env.DATA.get(['news:articles', 'forum:posts']);
    expect(counted.reads()).toBe(3);
  });
});

describe('production responses (EXPOSE_KV_READS unset)', () => {
  it.each([...GETS, '/widgets/manifest.json'])('%s carries no X-KV-Reads', async (path) => {
    const res = await SELF.fetch(`${BASE}${path}`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-kv-reads')).toBeNull();
  });
});
