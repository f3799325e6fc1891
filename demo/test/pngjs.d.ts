// The part of pngjs (no bundled types) the screenshot comparisons use.
declare module 'pngjs' {
  export class PNG {
    width: number;
    height: number;
    data: Buffer;
    constructor(options?: { width?: number; height?: number });
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
    /** Copies a `width` × `height` rectangle at (x, y) of `src` to (dx, dy) of `dst`. */
    static bitblt(
      src: PNG,
      dst: PNG,
      x: number,
      y: number,
      width: number,
      height: number,
      dx: number,
      dy: number,
    ): void;
  }
}
