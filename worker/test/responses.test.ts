import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ForumPostSchema, NewsArticleSchema, PriceFeedSchema } from '../../contract/schemas';
import { getJson } from './helpers';

// The response schemas are the API's contract with the widgets (they take its types): every read
// answers with exactly what they describe.

/** The problems zod finds in `value` against `schema`, as readable lines (none when it matches). */
function mismatches(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the API’s answers', () => {
  it('GET /api/forum/posts is a list of forum posts', async () => {
    const posts = await getJson<unknown[]>('/api/forum/posts');
    expect(posts.length).toBeGreaterThan(0);
    expect(mismatches(z.array(z.strictObject(ForumPostSchema.def.shape)), posts)).toEqual([]);
  });

  it('GET /api/news is a list of news articles', async () => {
    const articles = await getJson<unknown[]>('/api/news');
    expect(articles.length).toBeGreaterThan(0);
    expect(mismatches(z.array(z.strictObject(NewsArticleSchema.def.shape)), articles)).toEqual([]);
  });

  it('GET /api/crypto/prices is a price feed', async () => {
    const feed = await getJson<Record<string, unknown>>('/api/crypto/prices');
    expect(feed).toHaveProperty('bitcoin');
    expect(mismatches(PriceFeedSchema, feed)).toEqual([]);
  });
});
