// Part 10 of `npm run bench`: no lockout of the many by the few. 100 attacking networks in one IPv6
// /48 and 20 attacking IPv4 addresses (in 20 /24s) send new posts in rounds against `wrangler dev`
// with production's ceiling, while 10 readers from other networks each try to post once, trying
// again after the 429's Retry-After; how many attempts each reader needed and how long it waited
// (docs/choices.md#fair-ceiling). Loopback only, a bounded number of requests, each with a timeout.
import { setTimeout as sleep } from 'node:timers/promises';
import { startFreshDevServer } from '../dev-server.ts';
import { goal, int, table } from './table.ts';

/** Production's global ceiling on new posts a minute (wrangler.toml, [env.production.vars]). */
const CEILING = '30';
/** The flood: every attacking network posts once a round. */
const ROUNDS = 8;
const ROUND_MS = 2_000;
const TIMEOUT_MS = 15_000;
/** A reader gives up after this many attempts (the goal is two). */
const MAX_ATTEMPTS = 3;

const ATTACKERS = {
  '100 IPv6 /64s of one /48': Array.from({ length: 100 }, (_, i) => `2001:db8:aaaa:${(i + 1).toString(16)}::1`),
  '20 IPv4 addresses in 20 /24s': Array.from({ length: 20 }, (_, i) => `203.0.${113 + i}.9`),
};

/** Readers from networks that have not posted: IPv4 in other /24s, IPv6 in other /48s of the flood's /32 and in other /32s. */
const READERS = [
  ...Array.from({ length: 5 }, (_, i) => `198.51.${100 + i}.20`),
  ...Array.from({ length: 3 }, (_, i) => `2001:db8:${(0xb001 + i).toString(16)}::7`),
  '2a02:1::7',
  '2a02:2::7',
];

async function post(url: string, ip: string, title: string): Promise<Response | undefined> {
  try {
    return await fetch(`${url}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify({ title, content: 'Posted during the flood', userId: 1 }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return undefined;
  }
}

/** One reader's post: tried again after each 429's Retry-After, up to MAX_ATTEMPTS. */
async function read(
  url: string,
  ip: string,
): Promise<{ ip: string; attempts: number; waited: number; posted: boolean }> {
  let waited = 0;
  for (let attempts = 1; ; attempts++) {
    const res = await post(url, ip, `A reader from ${ip}`);
    await res?.body?.cancel();
    if (res?.status === 201) return { ip, attempts, waited, posted: true };
    if (res?.status !== 429 || attempts === MAX_ATTEMPTS) return { ip, attempts, waited, posted: false };
    const seconds = Number(res.headers.get('retry-after')) || 1;
    waited += seconds;
    await sleep(seconds * 1000);
  }
}

/** Runs the flood with the readers among it and returns its tables. */
export async function benchForumFlood({ log = console.log }: { log?: (line: string) => void } = {}): Promise<{
  markdown: string;
  worstAttempts: number;
}> {
  const server = await startFreshDevServer({ FORUM_POSTS_PER_MINUTE: CEILING });
  try {
    const url = server.url;
    const tally = Object.fromEntries(Object.keys(ATTACKERS).map((group) => [group, { sent: 0, accepted: 0 }]));
    log(
      `a flood of ${ROUNDS} rounds from ${Object.values(ATTACKERS).flat().length} networks, ${READERS.length} readers`,
    );
    const flood = (async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const started = Date.now();
        await Promise.all(
          Object.entries(ATTACKERS).flatMap(([group, ips]) =>
            ips.map(async (ip) => {
              const res = await post(url, ip, `Flood ${round} from ${ip}`);
              await res?.body?.cancel();
              tally[group]!.sent++;
              if (res?.status === 201) tally[group]!.accepted++;
            }),
          ),
        );
        await sleep(Math.max(0, ROUND_MS - (Date.now() - started)));
      }
    })();
    // The readers come once the flood has filled the ceiling, one every second.
    await sleep(2 * ROUND_MS);
    const readers: Array<ReturnType<typeof read>> = [];
    for (const ip of READERS) {
      readers.push(read(url, ip));
      await sleep(1_000);
    }
    const results = await Promise.all(readers);
    await flood;
    const worstAttempts = Math.max(...results.map((r) => (r.posted ? r.attempts : Infinity)));
    const markdown = [
      `\`wrangler dev\` on 127.0.0.1, FORUM_POSTS_PER_MINUTE=${CEILING} (production's ceiling): every attacking network posts once every ${ROUND_MS / 1000} s, ${ROUNDS} rounds; the readers come from the third round on, one a second.`,
      '',
      table(
        ['flood', 'posts sent', 'accepted'],
        Object.entries(tally).map(([group, t]) => [group, int(t.sent), int(t.accepted)]),
      ),
      '',
      table(
        ['reader', 'attempts', 'waited (s)', 'posted'],
        results.map((r) => [r.ip, String(r.attempts), String(r.waited), r.posted ? 'yes' : 'no']),
      ),
      '',
      `Goal: every reader from a network that has not posted in the last minute posts within two attempts — ${goal(worstAttempts <= 2, 'missed')} (at most ${worstAttempts} attempts, ${Math.max(...results.map((r) => r.waited))} s waited at most).`,
    ].join('\n');
    return { markdown, worstAttempts };
  } finally {
    await server.stop();
  }
}
