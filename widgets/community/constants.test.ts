import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_STATS,
  CREATE_FAILED_TOAST,
  CREATED_TOAST,
  EMPTY_TEXT,
  FORUM_REFRESH_MS,
  LOADING_TEXT,
  SOCIAL_GROUPS,
  SUBMITTING_LABEL,
} from './constants';

describe('forum constants', () => {
  it('refetch the list every 30 s (docs/behaviour.md#community)', () => {
    expect(FORUM_REFRESH_MS).toBe(30_000);
  });

  it('word the states and toasts as docs/behaviour.md#community does', () => {
    expect(LOADING_TEXT).toBe('Loading posts...');
    expect(EMPTY_TEXT).toBe('No posts yet. Be the first to share!');
    expect(SUBMITTING_LABEL).toBe('Creating...');
    expect(CREATED_TOAST).toEqual({ title: 'Success', description: 'Your post has been created!' });
    expect(CREATE_FAILED_TOAST).toEqual({
      title: 'Error',
      description: 'Failed to create post. Please try again.',
      variant: 'destructive',
    });
  });
});

describe('community stats and social groups', () => {
  it('have unique names (their keys) and no empty text', () => {
    for (const list of [COMMUNITY_STATS, SOCIAL_GROUPS]) {
      expect(new Set(list.map(([name]) => name)).size).toBe(list.length);
      for (const item of list) for (const value of item) expect(value).not.toBe('');
    }
  });
});
