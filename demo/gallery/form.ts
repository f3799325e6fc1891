// The gallery's form: the chosen widget's options, then the common ones, then Reset. It keeps
// each field's text by widget, so a widget's values survive a switch to another and back.
import { COMMON_OPTIONS, type WidgetInfo } from '../../widgets/catalog';
import type { OptionInfo } from '../../widgets/description';
import { readField, type FieldResult } from './fields';
import { renderField, type Field } from './option-field';

/** The form's options and what each field gives. */
export type FormResults = Array<{ option: OptionInfo; result: FieldResult }>;

/** The form of the gallery. */
interface OptionsForm {
  /** Renders the form of `info`, its fields holding the texts last given for it. */
  show(info: WidgetInfo): void;
  /** Every option's result, from the form as it stands (and kept for a later switch back). */
  read(): FormResults;
}

/** `option` with the default it has for `info`: a lazy widget reserves its own height. */
function forWidget(option: OptionInfo, info: WidgetInfo): OptionInfo {
  return option.key === 'height' && option.default === undefined ? { ...option, default: info.height } : option;
}

/** The form in `#options`; `onChange` runs on every edit and after Reset. */
export function createForm(onChange: () => void): OptionsForm {
  const form = document.getElementById('options') as HTMLFormElement;
  /** Field texts by `${scope}/${key}`; absent: the option's default. */
  const texts = new Map<string, string>();
  let fields: Field[] = [];

  const textOf = (scope: string, option: OptionInfo): string =>
    texts.get(`${scope}/${option.key}`) ??
    (option.type === 'choice' ? String(option.default ?? option.values?.[0] ?? '') : '');

  function show(info: WidgetInfo): void {
    const groups: Array<[string, readonly OptionInfo[], string]> = [];
    if (info.options.length) groups.push([`${info.title} options`, info.options, info.name]);
    groups.push(['Common options', COMMON_OPTIONS, 'common']);
    fields = [];
    const sets = groups.map(([title, options, scope]) => {
      const set = document.createElement('fieldset');
      set.className = 'group';
      const legend = document.createElement('legend');
      legend.textContent = title;
      set.append(legend);
      for (const option of options) {
        const own = forWidget(option, info);
        const { element, field } = renderField(own, scope, textOf(scope, own));
        set.append(element);
        fields.push(field);
      }
      return set;
    });
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.className = 'secondary';
    reset.textContent = 'Reset to defaults';
    reset.addEventListener('click', () => {
      for (const field of fields) texts.delete(`${field.scope}/${field.option.key}`);
      show(info);
      onChange();
      // The button was replaced with the form: keep the keyboard where it was.
      form.querySelector('button')?.focus();
    });
    form.replaceChildren(...sets, reset);
  }

  function read(): FormResults {
    return fields.map((field) => {
      const { text, badInput } = field.read();
      texts.set(`${field.scope}/${field.option.key}`, text);
      const result = readField(field.option, text, badInput);
      field.flag(result.error);
      return { option: field.option, result };
    });
  }

  form.addEventListener('input', onChange);
  form.addEventListener('submit', (event) => event.preventDefault());
  return { show, read };
}
