/** Icon shapes (24×24 strokes). */
export const ICONS = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M20 6 9 17l-5-5',
} as const;
