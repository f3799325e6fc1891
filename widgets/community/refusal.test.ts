import { describe, expect, it } from 'vitest';
import { localePack } from '../_runtime/locale-pack';
import { ORIGIN_REFUSED } from './constants';
import { refusalReason } from './refusal';

// The reason a failed post gives the reader, from the error a failed request throws ("<status>: <body>").

const refused = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

describe('refusalReason', () => {
  it('gives the API’s message for a write limit, with its wait, and for a text rule', () => {
    const limit = 'Too many posts from your network: at most 5 a minute. Please try again in 42 s.';
    expect(refusalReason(refused(429, { error: { code: 'rate_limited', message: limit } }))).toBe(limit);
    expect(
      refusalReason(refused(400, { error: { code: 'invalid_request', message: 'title: at most 200 characters' } })),
    ).toBe('title: at most 200 characters');
  });

  it('says so in plain words when this site may not post at all', () => {
    const body = {
      error: { code: 'origin_not_allowed', message: 'https://blog.example may read this API but not write to it.' },
    };
    expect(refusalReason(refused(403, body))).toBe(ORIGIN_REFUSED);
  });

  it('gives nothing for a failure without a reason: a server error, no connection, an answer that is not the API’s', () => {
    expect(refusalReason(refused(500, { error: { code: 'internal', message: 'Something broke' } }))).toBe('');
    expect(refusalReason(new TypeError('Failed to fetch'))).toBe('');
    expect(refusalReason(refused(429, 'Too Many Requests'))).toBe('');
    expect(refusalReason(refused(404, { error: 'not an object' }))).toBe('');
    expect(refusalReason('429: {}')).toBe('');
  });

  it('keeps a long message to 200 characters', () => {
    expect(refusalReason(refused(400, { error: { code: 'invalid_request', message: 'x'.repeat(5000) } }))).toHaveLength(
      200,
    );
  });

  it('says each reason in the reader’s language, the wait with its seconds', () => {
    const es = localePack('es', {
      messages: {
        [ORIGIN_REFUSED]: 'origen',
        'Too many posts. Try again in {0} s.': '{0, plural, one {espera # segundo} other {espera # segundos}}',
        'The title or content was not accepted.': 'regla',
      },
    });
    const limit = 'Too many posts from your network: at most 5 a minute. Please try again in 42 s.';
    expect(refusalReason(refused(429, { error: { code: 'rate_limited', message: limit } }), es)).toBe(
      'espera 42 segundos',
    );
    expect(
      refusalReason(refused(429, { error: { code: 'rate_limited', message: limit.replace('42', '1') } }), es),
    ).toBe('espera 1 segundo');
    const rule = { error: { code: 'invalid_request', message: 'title: title must not be blank' } };
    expect(refusalReason(refused(400, rule), es)).toBe('regla');
    for (const code of ['origin_not_allowed', 'embed_read_only'])
      expect(refusalReason(refused(403, { error: { code, message: 'may not write' } }), es)).toBe('origen');
    expect(refusalReason(refused(500, { error: { code: 'internal', message: 'Something broke' } }), es)).toBe('');
  });
});
