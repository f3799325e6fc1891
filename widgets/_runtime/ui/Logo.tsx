import { BRAND } from '../../../contract/brand';
import { styled } from '../styles';

const Mark = styled('span')`
  display: inline-flex; align-items: center; gap: 10px; font-weight: 700; font-size: var(--ob-xl);
  letter-spacing: -0.01em; color: var(--ob-text);
  & svg { flex: none; }
`;

/** The brand mark: an ore nugget in orbit, with the product name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Mark>
      <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--ob-surface-2)" />
        <ellipse
          cx="16"
          cy="16"
          rx="12"
          ry="5"
          fill="none"
          stroke="var(--ob-accent)"
          strokeWidth="2"
          transform="rotate(-30 16 16)"
        />
        <circle cx="16" cy="16" r="5" fill="var(--ob-accent)" />
      </svg>
      {BRAND.name}
    </Mark>
  );
}
