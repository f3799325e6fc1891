// How the gallery reads its form: one option's field text → the value the widget gets, nothing
// (an empty field: the widget's default) or an error to show beside the field.
import { urlField } from '../../widgets/_runtime/config';
import type { OptionInfo } from '../../widgets/description';

/** A field's value, or why it has none. `value` undefined and no error: empty, so the default. */
export type FieldResult =
  { value: string | number | undefined; error?: undefined } | { value: undefined; error: string };

/** An absolute http(s) URL without trailing slashes, read as the widgets read it, or undefined. */
function normalizeUrl(text: string): string | undefined {
  return urlField('').parse(text);
}

/**
 * Reads the text of `option`'s field. `badInput` is a number input's own verdict (it reports text
 * it cannot read as an empty value).
 */
export function readField(option: OptionInfo, text: string, badInput = false): FieldResult {
  const trimmed = text.trim();
  if (badInput) return { value: undefined, error: 'Enter a number, e.g. 1000.' };
  if (trimmed === '') return { value: undefined };
  switch (option.type) {
    case 'number': {
      const n = Number(trimmed);
      if (!Number.isFinite(n)) return { value: undefined, error: 'Enter a number, e.g. 1000.' };
      if (option.key === 'height' && n <= 0) return { value: undefined, error: 'Enter a height above 0 px.' };
      return { value: n };
    }
    case 'url': {
      const url = normalizeUrl(trimmed);
      return url === undefined
        ? { value: undefined, error: 'Enter an absolute http(s) URL, e.g. https://api.example.com.' }
        : { value: url };
    }
    case 'choice':
      return option.values?.includes(trimmed)
        ? { value: trimmed }
        : { value: undefined, error: `Pick one of ${(option.values ?? []).join(', ')}.` };
    case 'text':
      return option.pattern && !option.pattern.test(trimmed)
        ? { value: undefined, error: option.invalid ?? option.description }
        : { value: trimmed };
  }
}

/** Whether `value` is what the widget does without the option (then the snippet leaves it out). */
export function isDefault(option: OptionInfo, value: string | number | undefined): boolean {
  if (value === undefined) return true;
  if (option.default === undefined) return false;
  if (option.type === 'url') return value === normalizeUrl(String(option.default));
  return String(value) === String(option.default);
}
