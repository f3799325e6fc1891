// The handle shown as a post's author, derived from the client address. The client's userId is not
// proof of identity, so it never becomes the author.

const ADJECTIVES = [
  'Steady',
  'Calm',
  'Curious',
  'Bold',
  'Patient',
  'Bright',
  'Lucky',
  'Clever',
  'Quiet',
  'Swift',
  'Brave',
  'Keen',
];
const NOUNS = [
  'Hodler',
  'Miner',
  'Whale',
  'Staker',
  'Trader',
  'Builder',
  'Explorer',
  'Saver',
  'Farmer',
  'Voyager',
  'Owl',
  'Falcon',
];

/** A generic, stable handle for a client address, e.g. "SteadyHodler204"; the address cannot be read back from it. */
export async function authorHandle(address: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address)));
  const number = ((mac[2]! << 8) | mac[3]!) % 1000;
  return `${ADJECTIVES[mac[0]! % ADJECTIVES.length]}${NOUNS[mac[1]! % NOUNS.length]}${String(number).padStart(3, '0')}`;
}
