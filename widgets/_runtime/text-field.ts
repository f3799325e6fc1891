// Outside config.ts, which is in every widget's runtime: only some widgets have this kind of option.
import type { Field } from './config';

/** Text matching `pattern` (any non-empty text by default). */
export function textField(fallback: string, pattern = /\S/, expects = 'non-empty text'): Field<string> {
  return {
    default: fallback,
    expects,
    parse: (raw) => (typeof raw === 'string' && pattern.test(raw) ? raw.trim() : undefined),
  };
}
