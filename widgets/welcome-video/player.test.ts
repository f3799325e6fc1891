import { describe, expect, it } from 'vitest';
import { RELATED_VIDEOS, STATS, TOPICS } from './constants';
import { levelColor, muteLabel, playLabel } from './player';

describe('playLabel / muteLabel', () => {
  it('name what the button does next', () => {
    expect(playLabel(false)).toBe('Play');
    expect(playLabel(true)).toBe('Pause');
    expect(muteLabel(false)).toBe('Mute');
    expect(muteLabel(true)).toBe('Unmute');
  });
});

describe('levelColor', () => {
  it('is green for Beginner, yellow for Intermediate and red for Advanced', () => {
    expect(levelColor('Beginner')).toBe('var(--ob-green)');
    expect(levelColor('Intermediate')).toBe('var(--ob-yellow)');
    expect(levelColor('Advanced')).toBe('var(--ob-red)');
  });
});

describe('the welcome video content (docs/behaviour.md#welcome-video)', () => {
  it('lists five topics, some stats and three related videos, one per level', () => {
    expect(TOPICS).toHaveLength(5);
    expect(STATS.length).toBeGreaterThanOrEqual(2);
    expect(RELATED_VIDEOS.map((v) => v.level)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    for (const video of RELATED_VIDEOS) expect(video.duration).toMatch(/^\d{1,2}:\d{2}$/);
  });
});
