import type { FarmOpportunity } from './constants';

const SHAPES: Record<FarmOpportunity['icon'], string[]> = {
  coins: [
    'M8 6.5a5.5 2.5 0 1 0 11 0a5.5 2.5 0 1 0-11 0',
    'M8 6.5v4c0 1.4 2.5 2.5 5.5 2.5S19 11.9 19 10.5v-4',
    'M5 12.5a5.5 2.5 0 1 0 11 0',
    'M5 12.5v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4',
  ],
  gem: ['M6 4h12l4 6-10 11L2 10z', 'M2 10h20', 'M12 21 8.5 10 12 4l3.5 6z'],
  leaf: ['M5 19c0-9 5-14 15-15-1 10-6 15-15 15z', 'M5 19 13 11'],
};

/** The pool's icon: coins, gem or leaf (docs/behaviour.md#yield-farming), drawn as a stroke icon. */
export function PoolIcon({ icon }: { icon: FarmOpportunity['icon'] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {SHAPES[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
