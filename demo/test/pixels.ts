import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// Comparing widget screenshots with their reference, within a small tolerance: the hostile host
// pages against the plain reference page, in Chromium (hosts.test.ts) and in each other engine
// against its own reference (engines/hosts.test.ts).

// pixelmatch's per-pixel colour threshold (0..1, YIQ distance): 0.1 is its own default and still
// catches any colour or font change. Anti-aliased pixels are ignored (its default). Up to 0.1 % of
// a widget's pixels may differ: the same Chromium, fonts and widths render the same layout
// identically, so anything above that is a real change (one misplaced word of 15 px text alone
// is some 1,000 px, ≥ 0.2 % of the smallest widget, the calculator's ~360 × 500).
const THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.001;

/** Clears the pixels outside the circle inscribed in `png` (less 2 px of shadow and edge). */
function keepCircle(png: PNG): void {
  const r = Math.min(png.width, png.height) / 2 - 2;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if ((x + 0.5 - png.width / 2) ** 2 + (y + 0.5 - png.height / 2) ** 2 > r * r)
        png.data.fill(0, (y * png.width + x) * 4, (y * png.width + x + 1) * 4);
    }
  }
}

/** Clears the outermost row and column of pixels on each side of `png`. */
function dropEdges(png: PNG): void {
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if (y === 0 || x === 0 || y === png.height - 1 || x === png.width - 1)
        png.data.fill(0, (y * png.width + x) * 4, (y * png.width + x + 1) * 4);
    }
  }
}

/**
 * The share of pixels that differ between two PNGs (1 when their sizes differ). The outermost
 * pixels are left out: an element screenshot is rounded out to whole pixels, so a widget placed at
 * a fractional offset by the host's layout shows one row of the page behind it at an edge.
 * `round`: compare only the inscribed circle, as a round button's corners show the page too.
 */
export function diffRatio(actual: Buffer, expected: Buffer, round = false): { ratio: number; size: string } {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  const size = `${a.width}×${a.height}`;
  if (a.width !== b.width || a.height !== b.height)
    return { ratio: 1, size: `${size} vs reference ${b.width}×${b.height}` };
  [a, b].forEach(round ? keepCircle : dropEdges);
  const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: THRESHOLD });
  return { ratio: differing / (a.width * a.height), size };
}

/** The number of pixels that differ at all between two screenshots of the same size (Infinity when the sizes differ): for what must not change by one pixel. */
export function differingPixels(a: Buffer, b: Buffer): number {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (x.width !== y.width || x.height !== y.height) return Infinity;
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) differ++;
  return differ;
}
