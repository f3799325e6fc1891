import { describe, expect, it } from 'vitest';
import { nextAttempt } from './post-attempt';

describe('nextAttempt', () => {
  let made = 0;
  const newKey = () => `key-${++made}`;

  it('gives a first attempt a new key', () => {
    expect(nextAttempt(undefined, 'Title', 'Body', newKey)).toEqual({ title: 'Title', content: 'Body', key: 'key-1' });
  });

  it('keeps the key for a retry of the same draft', () => {
    const first = nextAttempt(undefined, 'Title', 'Body', newKey);
    expect(nextAttempt(first, 'Title', 'Body', newKey)).toBe(first);
  });

  it('gives an edited draft a new key', () => {
    const first = nextAttempt(undefined, 'Title', 'Body', newKey);
    expect(nextAttempt(first, 'Title', 'Body edited', newKey).key).not.toBe(first.key);
    expect(nextAttempt(first, 'Title edited', 'Body', newKey).key).not.toBe(first.key);
  });

  it('makes random keys by default, which the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => nextAttempt(undefined, 't', 'c').key));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});
