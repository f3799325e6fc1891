import { describe, expect, it } from 'vitest';
import { USER_ID_STORAGE_KEY } from './constants';
import { anonymousUserId, newUserId, type IdStorage } from './user-id';

/** An in-memory storage. */
function memoryStorage(initial: Record<string, string> = {}): IdStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => void (items[key] = value),
  };
}

describe('anonymousUserId', () => {
  it('makes an id once and reads the same one back afterwards', () => {
    const storage = memoryStorage();
    let made = 0;
    const make = () => `anon-${++made}-abcdef`;
    const first = anonymousUserId(() => storage, make);
    expect(first).toBe('anon-1-abcdef');
    expect(storage.items[USER_ID_STORAGE_KEY]).toBe(first);
    expect(anonymousUserId(() => storage, make)).toBe(first);
    expect(made).toBe(1);
  });

  it('replaces a saved value that is not an id', () => {
    const storage = memoryStorage({ [USER_ID_STORAGE_KEY]: '<script>' });
    expect(
      anonymousUserId(
        () => storage,
        () => 'fresh-id-123',
      ),
    ).toBe('fresh-id-123');
    expect(storage.items[USER_ID_STORAGE_KEY]).toBe('fresh-id-123');
  });

  it('still gives an id when storage is missing or throws', () => {
    const make = () => 'page-only-id';
    expect(anonymousUserId(() => undefined, make)).toBe('page-only-id');
    expect(
      anonymousUserId(() => {
        throw new DOMException('denied', 'SecurityError');
      }, make),
    ).toBe('page-only-id');
    const throwing: IdStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(anonymousUserId(() => throwing, make)).toBe('page-only-id');
    const full: IdStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(anonymousUserId(() => full, make)).toBe('page-only-id');
  });
});

describe('newUserId', () => {
  it('is text the API accepts as a userId (at most 64 characters) and differs each time', () => {
    const a = newUserId();
    const b = newUserId();
    expect(a).toMatch(/^[\w-]{8,64}$/);
    expect(a).not.toBe(b);
  });
});
