import { oneOfField } from '../_runtime';

/** `data-mode`: the full section (inline, the default) or a launcher bubble with a chat panel (floating). */
export const conciergeConfig = {
  mode: oneOfField(['inline', 'floating'], 'inline'),
};
