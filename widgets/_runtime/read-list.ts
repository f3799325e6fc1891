// Reading list answers of the API defensively: a widget shows what it can and never breaks on an
// odd entry (the API is ours, but a proxy, a cache or an old deploy may answer otherwise).

/** `value` when it is a string, otherwise "". */
export const readText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The entries of a list answer that have a title, in the order sent: anything but an array is no
 * list; an entry that is not an object or has no title is skipped. `read` builds the item from
 * the entry, its title and its id (the entry's own, or its position when it has none).
 */
export function readTitledList<T>(
  data: unknown,
  read: (entry: Record<string, unknown>, title: string, id: string | number) => T,
): T[] {
  if (!Array.isArray(data)) return [];
  const items: T[] = [];
  for (const [index, item] of data.entries()) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const title = readText(entry.title);
    if (!title) continue;
    items.push(
      read(entry, title, typeof entry.id === 'string' || typeof entry.id === 'number' ? entry.id : `#${index}`),
    );
  }
  return items;
}
