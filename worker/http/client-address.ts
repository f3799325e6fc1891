// Who is asking: the client address, and the network that write limits and author handles key.

/** The client's address as Cloudflare reports it; "local" when absent (wrangler dev, tests). */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'local';
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const v4 = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The network a client writes from: an IPv6 address's /64 (one home connection or phone holds a
 * whole /64, so its addresses are one client), an IPv4 address as it is (an IPv4-mapped IPv6
 * address counts as its IPv4 address). Anything else is returned as sent.
 */
export function clientNetwork(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The larger blocks a network (as clientNetwork gives it) belongs to, smallest first: an IPv6 /64's
 * /48 (a site) and /32 (a provider's allocation), an IPv4 address's /24. Write limits give each
 * block a share, so many networks of one holder count together. None for anything else.
 */
export function networkBlocks(network: string): string[] {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(network);
  if (v4) return [`${v4[1]}.0/24`];
  const v6 = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):[0-9a-f]+::\/64$/.exec(network);
  return v6 ? [`${v6[1]}:${v6[2]}:${v6[3]}::/48`, `${v6[1]}:${v6[2]}::/32`] : [];
}
