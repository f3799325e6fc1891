import { describe, expect, it } from 'vitest';
import { localePack } from '../_runtime/locale-pack';
import { roomLeft } from './room-left';

describe('roomLeft', () => {
  it('counts what a reader sees: an emoji, a flag, a skin tone or an accented letter is one character', () => {
    for (const last of ['😀', '🇫🇷', '👍🏽', 'e\u0301', '👩‍👩‍👧'])
      expect(roomLeft(`${'x'.repeat(199)}${last}`, 200), last).toEqual({
        left: 0,
        band: 'near',
        text: '0 characters left',
      });
  });

  it('shows nothing but room until 20% of the limit is left, then the characters left, then how many too many', () => {
    expect(roomLeft('x'.repeat(159), 200)).toMatchObject({ left: 41, band: 'room' });
    expect(roomLeft('x'.repeat(160), 200)).toEqual({ left: 40, band: 'near', text: '40 characters left' });
    expect(roomLeft('x'.repeat(199), 200)).toEqual({ left: 1, band: 'near', text: '1 character left' });
    expect(roomLeft(`${'x'.repeat(200)}😀`, 200)).toEqual({ left: -1, band: 'over', text: '1 character too many' });
    expect(roomLeft('x'.repeat(5_012), 5_000)).toEqual({ left: -12, band: 'over', text: '12 characters too many' });
  });

  it('counts the text as it is sent, trimmed', () => {
    expect(roomLeft(`  ${'x'.repeat(200)}  \n`, 200)).toMatchObject({ left: 0, band: 'near' });
  });

  it('holds text that weighs more than it shows to twice the limit in code units, as the API does', () => {
    expect(roomLeft(`e${'\u0301'.repeat(399)}`, 200)).toMatchObject({ left: 0, band: 'near' });
    expect(roomLeft(`e${'\u0301'.repeat(401)}`, 200)).toMatchObject({ left: -1, band: 'over' });
  });

  it('says the counter in the reader’s language, its count chosen by the language’s plural rule', () => {
    const ar = localePack('ar', {
      messages: {
        '{0} characters left':
          '{0, plural, one {حرف واحد متبقٍ} two {حرفان متبقيان} few {# أحرف متبقية} other {# حرفًا متبقيًا}}',
        '{0} characters too many': '{0, plural, few {# أحرف زائدة} other {# حرفًا زائدًا}}',
      },
    });
    expect(roomLeft('x'.repeat(195), 200, ar).text).toBe('5 أحرف متبقية');
    expect(roomLeft('x'.repeat(198), 200, ar).text).toBe('حرفان متبقيان');
    expect(roomLeft('x'.repeat(212), 200, ar).text).toBe('12 حرفًا زائدًا');
  });
});
