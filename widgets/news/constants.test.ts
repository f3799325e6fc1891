import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, COMPANY_UPDATES, NEWS_REFRESH_MS } from './constants';
import { formatUpdateDate } from './update-date';

describe('company updates (docs/behaviour.md#news)', () => {
  it('are the miner 2.0 launch, the Korea blockchain week on Sept 23-24, 2025 and a new partnership, newest first', () => {
    expect(COMPANY_UPDATES).toHaveLength(3);
    const [launch, korea, partnership] = COMPANY_UPDATES;
    expect(launch?.title).toContain('Orebit Miner 2.0');
    expect(korea?.title).toContain('Korea Blockchain Week');
    expect(korea?.content).toContain('Sept 23-24, 2025');
    expect(partnership?.title).toBe('New Partnership Announced');
    const dates = COMPANY_UPDATES.map((u) => u.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const update of COMPANY_UPDATES) {
      expect(formatUpdateDate(update.date)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(update.content.length).toBeGreaterThan(20);
    }
  });
});

describe('announcements (docs/behaviour.md#news)', () => {
  it('are maintenance (warning, yellow), new-user bonus (success, green) and mobile app 2.1 (info, blue)', () => {
    expect(ANNOUNCEMENTS.map(({ type, color }) => [type, color])).toEqual([
      ['warning', 'yellow'],
      ['success', 'green'],
      ['info', 'blue'],
    ]);
    const [maintenance, bonus, app] = ANNOUNCEMENTS;
    expect(maintenance?.content).toContain('Jan 20, 2025 from 2-4 AM UTC');
    expect(bonus?.content).toContain('10% extra rewards for their first month');
    expect(app?.title).toContain('2.1');
  });
});

describe('news refresh', () => {
  it('is 60000 ms (docs/behaviour.md#news)', () => {
    expect(NEWS_REFRESH_MS).toBe(60_000);
  });
});
