import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE } from './helpers';

// DESIGN.md § Worker: a GET costs one KV read and never calls list().

describe('KV reads per GET', () => {
  it.each(['/api/crypto/prices', '/api/forum/posts', '/api/news'])('%s reads KV once once seeded', async (path) => {
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
