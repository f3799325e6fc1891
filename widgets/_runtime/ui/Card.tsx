import { styled } from '../styles';

/** A bordered surface that groups one piece of content. */
export const Card = styled('div')`
  background: var(--ob-surface);
  border: 1px solid var(--ob-border);
  border-radius: var(--ob-radius);
  padding: 20px;
`;
