import { describe, expect, it } from 'vitest';
import { costModel, requestsPerPageView } from './cost-model.ts';

describe('requestsPerPageView', () => {
  it('counts the first fetch and each poll while the page is open', () => {
    expect(requestsPerPageView(60)).toEqual({ prices: 2, forum: 2, 'forum counts': 2, news: 1 });
    expect(requestsPerPageView(10)).toEqual({ prices: 1, forum: 1, 'forum counts': 1, news: 1 });
    expect(requestsPerPageView(300)).toEqual({ prices: 10, forum: 10, 'forum counts': 10, news: 5 });
  });
});

describe('costModel', () => {
  it('prices 210 M requests and KV reads a month without an edge cache', () => {
    const report = costModel({ kvReadsPerGet: 1 });
    expect(report).toContain('| Worker requests (billed) | 7.00 M / 210 M |');
    // (210 M - 10 M included) at $0.30 and at $0.50 per million.
    expect(report).toContain('| requests over 10 M at $0.30/M | $60.00 |');
    expect(report).toContain('| KV reads over 10 M at $0.50/M | $100.00 |');
  });

  it('caps the KV reads of a cached URL at one per TTL per location', () => {
    const report = costModel({ requestsPerPage: { prices: 2 }, kvReadsPerGet: 1, pops: 10 });
    // 10 locations x 2,880 refills a day at a 30 s TTL, against 2 M requests a day.
    expect(report).toMatch(/\| KV reads \| 2\.00 M \/ 60\.00 M \| 28,800 \/ 864,000 \| 28,800 \/ 864,000 \|/);
  });

  it('states the dwell time it assumes', () => {
    expect(costModel({ dwellSeconds: 120 })).toContain('Per page view (120 s open;');
  });
});
