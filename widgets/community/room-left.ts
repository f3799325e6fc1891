// How much room a new post's title or content has left (docs/behaviour.md#community): counted in
// characters as a reader sees them, by the API's own rule (contract/text.ts), shown near the limit.
import { charactersLeft } from '../../contract/text';
import { t } from '../_runtime/i18n';
import type { I18n } from '../_runtime/locale';

/** Where a field stands: plenty of room, near its limit (a counter shows), or over it. */
export type Band = 'room' | 'near' | 'over';

/** A field's room: characters left (negative: too many), its band, and the counter's words. */
export interface Room {
  left: number;
  band: Band;
  text: string;
}

/** The counter shows once a field has this share of its limit left, or less. */
const NEAR = 0.2;

/** The room `value` (as typed: it is trimmed as the form sends it) has within `max` characters, its words in `i18n`'s language. */
export function roomLeft(value: string, max: number, i18n?: I18n): Room {
  const left = charactersLeft(value.trim(), max);
  const band: Band = left < 0 ? 'over' : left <= max * NEAR ? 'near' : 'room';
  return {
    left,
    band,
    text: t(
      i18n,
      left < -1
        ? '{0} characters too many'
        : left < 0
          ? '{0} character too many'
          : left === 1
            ? '{0} character left'
            : '{0} characters left',
      Math.abs(left),
    ),
  };
}
