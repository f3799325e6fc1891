import { styled } from '../styles';

/**
 * The accent button; `data-variant="outline"` gives the quiet one. A `ref` reaches the <button>:
 * Preact 11 passes refs to function components as props, and goober hands its props on.
 */
export const Button = styled('button')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 18px;
  border: 1px solid var(--ob-accent);
  border-radius: 10px;
  background: var(--ob-accent);
  color: var(--ob-accent-text);
  font-weight: 600;
  cursor: pointer;
  transition: filter 120ms ease;
  &:hover { filter: brightness(1.08); }
  &:disabled, &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
  &[data-variant='outline'] {
    background: transparent;
    color: var(--ob-text);
    border-color: var(--ob-border);
  }
`;
