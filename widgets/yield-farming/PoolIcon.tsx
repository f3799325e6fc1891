import { Icon } from '../_runtime';
import type { FarmOpportunity } from './constants';

/** Each pool's icon, its strokes as one path. */
const SHAPES: Record<FarmOpportunity['icon'], string> = {
  coins:
    'M8 6.5a5.5 2.5 0 1 0 11 0a5.5 2.5 0 1 0-11 0M8 6.5v4c0 1.4 2.5 2.5 5.5 2.5S19 11.9 19 10.5v-4M5 12.5a5.5 2.5 0 1 0 11 0M5 12.5v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4',
  gem: 'M6 4h12l4 6-10 11L2 10zM2 10h20M12 21 8.5 10 12 4l3.5 6z',
  leaf: 'M5 19c0-9 5-14 15-15-1 10-6 15-15 15zM5 19 13 11',
};

/** The pool's icon: coins, gem or leaf (docs/behaviour.md#yield-farming), drawn as a stroke icon. */
export function PoolIcon({ icon }: { icon: FarmOpportunity['icon'] }) {
  return <Icon d={SHAPES[icon]} size={22} weight={1.8} />;
}
