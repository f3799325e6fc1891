import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { ForumPost } from '../../contract/schemas';
import worker from '../index';
import { BASE, errorOf, getJson } from './helpers';

// The global ceiling and a production without its salt, through the Worker with the environment
// changed as a deployment would change it (this file's storage is its own: no other test's posts).

/** POSTs a new post from `ip` to the Worker running with `vars` over the test environment. */
async function postWith(vars: Record<string, string | undefined>, ip: string, title: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify({ title, content: 'From the ceiling test', userId: 1 }),
    }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('the global ceiling on new posts', () => {
  it('refuses a network that posted in the last 60 s once the forum took its ceiling, and logs which limit; a network that has not still posts', async () => {
    const ceiling = { FORUM_POSTS_PER_MINUTE: '4' };
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const accepted = [];
    // Four networks in four /24s: no block reaches its share (two of the ceiling's four).
    for (let i = 1; i <= 4; i++) accepted.push(await postWith(ceiling, `203.0.${112 + i}.1`, `Botnet ${i}`));
    expect(accepted.map((r) => r.status)).toEqual([201, 201, 201, 201]);

    const log = vi.spyOn(console, 'log');
    const refused = await postWith(ceiling, '203.0.113.1', 'Botnet 5');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await errorOf(refused)).message).toBe(
      `The forum is taking too many new posts: 4 a minute from everyone, then one a minute from each network, at most 16. Please try again in ${seconds} s.`,
    );
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    log.mockRestore();
    expect(lines).toEqual([
      { event: 'write_refused', limit: 'posts_overall', network: '203.0.113.1', retryAfter: seconds },
    ]);

    // A newcomer is not shut out by the ones before it (docs/choices.md#fair-ceiling).
    expect((await postWith(ceiling, '2001:db8:ee::1', 'Newcomer')).status).toBe(201);
    const after = await getJson<ForumPost[]>('/api/forum/posts');
    expect(after.length).toBe(before.length + 5);
    expect(after.map((p) => p.title)).not.toContain('Botnet 5');
  });
});

describe('the author salt in production', () => {
  it('refuses posts and likes with 503 not_configured and one log line when AUTHOR_SALT is missing', async () => {
    const production = { ENVIRONMENT: 'production', AUTHOR_SALT: undefined };
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const log = vi.spyOn(console, 'log');
    const res = await postWith(production, '198.51.100.77', 'Unsalted');
    const lines = log.mock.calls.map(([line]) => String(line));
    log.mockRestore();
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({
      code: 'not_configured',
      message: 'Posting is unavailable: the server is not configured yet. Please try again later.',
    });
    expect(lines).toEqual([JSON.stringify({ event: 'not_configured', missing: 'AUTHOR_SALT' })]);
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);

    const ctx = createExecutionContext();
    const like = await worker.fetch(
      new Request(`${BASE}/api/forum/posts/${before[0]!.id}/like`, { method: 'POST' }),
      { ...env, ...production },
      ctx,
    );
    expect(like.status).toBe(503);
  });

  it('accepts posts in production with the secret set, and locally without it', async () => {
    expect(
      (await postWith({ ENVIRONMENT: 'production', AUTHOR_SALT: 's3cret' }, '198.51.100.78', 'Salted')).status,
    ).toBe(201);
    expect((await postWith({ AUTHOR_SALT: undefined }, '198.51.100.79', 'Local')).status).toBe(201);
  });
});
