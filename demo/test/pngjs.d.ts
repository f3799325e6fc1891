// The part of pngjs (no bundled types) the screenshot comparisons use.
declare module 'pngjs' {
  export class PNG {
    width: number;
    height: number;
    data: Buffer;
    constructor(options?: { width?: number; height?: number });
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
  }
}
