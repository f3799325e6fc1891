// Part 8 of `npm run bench`: the open forum under load. N clients from M networks post and like at
// once against `wrangler dev` (loopback only, a bounded number of requests, each with a timeout),
// with production's global ceiling; then what was accepted, refused and lost (an accepted write
// missing from the list), the list's bytes and a no-change poll's bytes on the wire.
import { connect } from 'node:net';
import { startFreshDevServer } from '../dev-server.ts';

/** Networks writing at once: half IPv6 /64s (several addresses each), half IPv4 addresses. */
const NETWORKS = 20;
/** Clients per network (IPv6: one address each within the /64; IPv4: all behind one address). */
const CLIENTS_PER_NETWORK = 10;
const POSTS_PER_CLIENT = 2;
const LIKES_PER_CLIENT = 5;
/** Production's global ceiling on new posts a minute (wrangler.toml, [env.production.vars]). */
const CEILING = '30';
const TIMEOUT_MS = 15_000;

interface Tally {
  accepted: number;
  refused: number;
  failed: number;
}

function address(network: number, client: number): string {
  return network % 2 === 0 ? `2001:db8:${network.toString(16)}:1::${(client + 1).toString(16)}` : `192.0.2.${network}`;
}

async function send(url: string, init: RequestInit): Promise<Response | undefined> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    return undefined;
  }
}

function count(tally: Tally, res: Response | undefined, ok: number): void {
  if (res?.status === ok) tally.accepted++;
  else if (res?.status === 429) tally.refused++;
  else tally.failed++;
}

/** The bytes one raw HTTP/1.1 exchange puts on the wire each way, as a browser's poll sends it. */
function exchange(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ sent: number; received: number; status: number }> {
  const { hostname, port, host } = new URL(base);
  const request = [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      resolve({
        sent: Buffer.byteLength(request),
        received: answer.length,
        status: Number(answer.toString('latin1', 9, 12)),
      });
    });
  });
}

/** What Chromium sent for the community widget's poll from a partner page (measured), with If-None-Match added when revalidating. */
const BROWSER_HEADERS = {
  Accept: '*/*',
  'Accept-Encoding': 'gzip, deflate, br, zstd',
  'Accept-Language': 'en-US,en;q=0.9',
  Origin: 'https://partner-blog.example',
  Referer: 'https://partner-blog.example/',
  'Sec-Fetch-Dest': 'empty',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Site': 'cross-site',
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Not:A-Brand";v="8", "Chromium";v="156"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
};

/** Runs the load and returns its table. */
export async function benchForumLoad({ log = console.log }: { log?: (line: string) => void } = {}): Promise<{
  markdown: string;
  lost: number;
}> {
  const server = await startFreshDevServer({ FORUM_POSTS_PER_MINUTE: CEILING });
  try {
    const url = server.url;
    // The seeded posts with their likes now (the list's own counts are those of its last change).
    const seeded = ((await (await fetch(`${url}/api/forum/counts`)).json()) as Array<[number, number, number]>).map(
      ([id, likes]) => ({ id, likes }),
    );
    const posts: Tally = { accepted: 0, refused: 0, failed: 0 };
    const likes: Tally = { accepted: 0, refused: 0, failed: 0 };
    const createdIds: number[] = [];
    const likedById = new Map<number, number>();
    const clients = Array.from({ length: NETWORKS * CLIENTS_PER_NETWORK }, (_, i) =>
      address(Math.floor(i / CLIENTS_PER_NETWORK), i % CLIENTS_PER_NETWORK),
    );
    log(
      `${clients.length} clients from ${NETWORKS} networks: ${clients.length * POSTS_PER_CLIENT} posts and ${clients.length * LIKES_PER_CLIENT} likes at once`,
    );
    const started = Date.now();
    await Promise.all(
      clients.flatMap((ip, c) => [
        ...Array.from({ length: POSTS_PER_CLIENT }, async (_, p) => {
          const res = await send(`${url}/api/forum/posts`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
            body: JSON.stringify({ title: `Load ${c}.${p}`, content: 'Staking question under load', userId: c }),
          });
          count(posts, res, 201);
          if (res?.status === 201) createdIds.push(((await res.json()) as { id: number }).id);
          else await res?.body?.cancel();
        }),
        ...Array.from({ length: LIKES_PER_CLIENT }, async (_, l) => {
          const target = seeded[(c + l) % seeded.length]!.id;
          // Each press from a reader of its own: one like per reader and post.
          const res = await send(`${url}/api/forum/posts/${target}/like`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
            body: JSON.stringify({ userId: `load-reader-${c}-${l}` }),
          });
          count(likes, res, 200);
          if (res?.status === 200) likedById.set(target, (likedById.get(target) ?? 0) + 1);
          await res?.body?.cancel();
        }),
      ]),
    );
    const seconds = (Date.now() - started) / 1000;

    const listed = (await (await fetch(`${url}/api/forum/posts`)).json()) as Array<{ id: number; likes: number }>;
    const listedIds = new Set(listed.map((p) => p.id));
    const lostPosts = createdIds.filter((id) => !listedIds.has(id)).length;
    // Likes reach readers through the counts, apart from the list (docs/choices.md#forum-counts).
    const counts = new Map(
      ((await (await fetch(`${url}/api/forum/counts`)).json()) as Array<[number, number, number]>).map(([id, n]) => [
        id,
        n,
      ]),
    );
    const lostLikes = seeded.reduce(
      (lost, p) => lost + Math.abs(p.likes + (likedById.get(p.id) ?? 0) - (counts.get(p.id) ?? 0)),
      0,
    );

    const full = await exchange(url, '/api/forum/posts', BROWSER_HEADERS);
    const etag = (await fetch(`${url}/api/forum/posts`, { headers: { Origin: BROWSER_HEADERS.Origin } })).headers.get(
      'etag',
    )!;
    const poll = await exchange(url, '/api/forum/posts', { ...BROWSER_HEADERS, 'If-None-Match': etag });

    const row = (what: string, t: Tally) =>
      `| ${what} | ${t.accepted + t.refused + t.failed} | ${t.accepted} | ${t.refused} | ${t.failed} |`;
    const markdown = [
      `\`wrangler dev\` on 127.0.0.1, FORUM_POSTS_PER_MINUTE=${CEILING} (production's ceiling): ${clients.length} clients from ${NETWORKS} networks (${NETWORKS / 2} IPv6 /64s with ${CLIENTS_PER_NETWORK} addresses each, ${NETWORKS / 2} IPv4 addresses with ${CLIENTS_PER_NETWORK} clients each), ${POSTS_PER_CLIENT} posts and ${LIKES_PER_CLIENT} likes each, all at once; done in ${seconds.toFixed(1)} s.`,
      '',
      '| writes | sent | accepted | refused (429) | failed |',
      '|---|---:|---:|---:|---:|',
      row('posts', posts),
      row('likes', likes),
      '',
      `Lost (accepted but not in the list afterwards): ${lostPosts} posts, ${lostLikes} likes.`,
      '',
      `GET /api/forum/posts on the wire (HTTP/1.1, a browser's headers from a partner page): ${full.sent} B sent, ${full.received} B received (${full.status}, ${listed.length} posts, gzip); a poll with nothing new: ${poll.sent} B sent, ${poll.received} B received (${poll.status}), ${poll.sent + poll.received} B in all (goal ≤ 1,024 B).`,
    ].join('\n');
    return { markdown, lost: lostPosts + lostLikes };
  } finally {
    await server.stop();
  }
}
