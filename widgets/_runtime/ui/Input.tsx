import { styled } from '../styles';
import { FIELD_CSS } from './field';

/** A single-line text field: a native <input> with every prop (and a `ref`) passed on. */
export const Input = styled('input')`
  ${FIELD_CSS}
`;
