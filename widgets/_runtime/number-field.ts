// Outside config.ts, which is in every widget's runtime: only some widgets have this kind of option.
import type { Field } from './config';

/** A finite number; numeric text is accepted. */
export function numberField(fallback: number): Field<number> {
  return {
    default: fallback,
    expects: 'a number',
    parse(raw) {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? n : undefined;
    },
  };
}
