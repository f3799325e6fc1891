import { styled } from '../styles';
import { FIELD_CSS } from './field';

/** A multi-line text field: a native <textarea> with every prop (and a `ref`) passed on. */
export const Textarea = styled('textarea')`
  ${FIELD_CSS}
  display: block;
  line-height: 1.5;
  resize: vertical;
`;
