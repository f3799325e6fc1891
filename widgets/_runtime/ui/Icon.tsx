/** A decorative 24×24 stroke icon drawn at `size` px, in the text's colour: its strokes drawn by the one path `d`. */
export function Icon({ d, size, weight = 2 }: { d: string; size: number; weight?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
