import { describe, expect, it } from 'vitest';
import { CATEGORIES, LEARNING_PATHS } from './constants';
import { lessonsDone } from './lessons';

describe('lessonsDone', () => {
  it('counts the lessons a progress covers, rounded', () => {
    expect(lessonsDone(12, 75)).toBe('9 of 12 lessons done');
    expect(lessonsDone(18, 40)).toBe('7 of 18 lessons done');
  });

  it('says "Not started" at 0% and "Completed" at 100%', () => {
    expect(lessonsDone(15, 0)).toBe('Not started');
    expect(lessonsDone(15, 100)).toBe('Completed');
    expect(lessonsDone(15, 140)).toBe('Completed');
    expect(lessonsDone(15, -5)).toBe('Not started');
  });
});

describe('the hub content', () => {
  it('has three learning paths with progress between 0 and 100, and four categories (docs/behaviour.md#education)', () => {
    expect(LEARNING_PATHS).toHaveLength(3);
    for (const path of LEARNING_PATHS) {
      expect(path.progress).toBeGreaterThanOrEqual(0);
      expect(path.progress).toBeLessThanOrEqual(100);
      expect(path.lessons).toBeGreaterThan(0);
    }
    expect(CATEGORIES).toHaveLength(4);
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(4);
  });
});
