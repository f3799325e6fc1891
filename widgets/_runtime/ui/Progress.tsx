import { cssVars } from '../css-vars';
import { styled } from '../styles';

/** Progress' props: the value out of `max` (100 by default) and the bar's accessible name. */
export interface ProgressProps {
  value: number;
  max?: number;
  /** Names the bar for assistive tech (aria-label), e.g. "Upload progress". */
  label: string;
}

const Track = styled('div')`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: 999px;
  background: var(--ob-surface-2);
  & > [data-part='indicator'] {
    height: 100%;
    width: var(--ob-progress, 0%);
    border-radius: inherit;
    background: var(--ob-accent);
    transition: width 200ms ease;
  }
  @media (prefers-reduced-motion: reduce) { & > [data-part='indicator'] { transition: none; } }
`;

/** A determinate progress bar (role progressbar) filled to value / max. */
export function Progress({ value, max = 100, label }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      style={cssVars({ '--ob-progress': `${percent}%` })}
    >
      <div data-part="indicator" />
    </Track>
  );
}
