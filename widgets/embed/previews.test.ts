import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SIZE } from '../../contract/embed';
import { viewsOf, WIDGET_CATALOG } from '../catalog';

// Every widget with an embed page has its link preview (widgets/embed/previews/<name>.jpg, made by
// `npm run previews`), and so has each of its views with a frame of its own (<name>-<value>.jpg: the
// calculator alone), a JPEG of the size the pages and the oEmbed answer say.

const PREVIEWS = new URL('./previews/', import.meta.url);
const REMAKE = 'npm run build && npm run previews';

/** A JPEG's width and height, from its start-of-frame segment; undefined when `bytes` are not a JPEG. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): height, then width, after the precision byte.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
    at += 2 + length;
  }
  return undefined;
}

describe('the widgets’ link previews', () => {
  const pictures = WIDGET_CATALOG.flatMap((widget) => [widget.name, ...viewsOf(widget).map((view) => view.preview)]);

  it('include the calculator alone', () => {
    expect(pictures).toContain('yield-farming-calculator');
  });

  it.each(pictures)('%s has its 1200 × 630 JPEG', (name) => {
    const file = new URL(`${name}.jpg`, PREVIEWS);
    expect(existsSync(file), `widgets/embed/previews/${name}.jpg is missing: run \`${REMAKE}\``).toBe(true);
    expect(jpegSize(readFileSync(file)), `widgets/embed/previews/${name}.jpg: run \`${REMAKE}\` again`).toEqual(
      PREVIEW_SIZE,
    );
  });
});
