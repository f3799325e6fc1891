import { styled } from '../styles';

/** A small pill label; its colour comes from `--badge` (a palette variable such as var(--ob-green)). */
export const Badge = styled('span')`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: var(--ob-xs);
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
  color: var(--badge, var(--ob-gray));
  background: color-mix(in srgb, var(--badge, var(--ob-gray)) 16%, transparent);
  border: 1px solid color-mix(in srgb, var(--badge, var(--ob-gray)) 40%, transparent);
`;
