// Markdown tables and number formats for the benchmark's report.

/** A markdown table from a header row and rows of cells. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** 12345 → "12,345". */
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
/** A duration in ms to one decimal. */
export const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '–');
/** A ratio such as "5.4×". */
export const times = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(1)}×` : '–');

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "✓" when `ok`, otherwise the gap. */
export const goal = (ok: boolean, gap: string): string => (ok ? '✓ met' : `✗ ${gap}`);
