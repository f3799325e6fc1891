// Test data that compresses badly, shared by the bench and the Worker's test of the forum list's
// size; free of imports, so it runs in Node and in workerd alike.

/**
 * `length` characters drawn at random (seeded) from printable ASCII: about 6.6 bits of information
 * in every byte, the least compressible text a post can hold byte for byte (a multi-byte script
 * repeats its lead bytes, which compression takes back).
 */
export function incompressibleText(length: number, seed: number): string {
  let x = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    // xorshift32: fast, and no pattern that gzip's 32 KB window could find.
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += String.fromCharCode(0x20 + (x % 95));
  }
  return out;
}

/**
 * `length` CJK ideographs drawn at random (seeded) from U+4E00–U+8DFF: three bytes each in UTF-8,
 * the most one UTF-16 code unit costs in JSON, and about 14 bits of information in each.
 */
export function cjkText(length: number, seed: number): string {
  let x = seed >>> 0 || 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += String.fromCharCode(0x4e00 + (x % 0x4000));
  }
  return out;
}
