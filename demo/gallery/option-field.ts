// One option's control in the gallery's form: a radio group for a choice, a number or text input
// for the others, with its hint and its error below.
import type { OptionInfo } from '../../widgets/description';

/** One option's control in the form. */
export interface Field {
  readonly option: OptionInfo;
  /** Where its text is kept: 'common' or the widget's name, so a widget's values survive a switch. */
  readonly scope: string;
  /** The field's text, and whether a number input holds text it cannot read. */
  read(): { text: string; badInput: boolean };
  /** Shows `error` beside the field, or clears it. */
  flag(error: string | undefined): void;
}

function hintOf(option: OptionInfo): string {
  // The catalog's text says what the default depends on; the value it has here follows.
  if (option.key === 'height') return `${option.description} For this widget: ${option.default} px.`;
  if (option.default !== undefined) return `${option.description} Default: ${option.default}.`;
  return option.key === 'api' ? `${option.description} Here: ${location.origin}.` : option.description;
}

/** A radio group for a choice; a number or text input for the others; hint and error below. */
export function renderField(option: OptionInfo, scope: string, text: string): { element: HTMLElement; field: Field } {
  const id = `opt-${scope}-${option.key}`;
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.id = `${id}-hint`;
  hint.textContent = hintOf(option);
  const error = document.createElement('p');
  error.className = 'error';
  error.id = `${id}-error`;

  if (option.type === 'choice') {
    const group = document.createElement('fieldset');
    group.className = 'field';
    group.setAttribute('aria-describedby', hint.id);
    const legend = document.createElement('legend');
    legend.textContent = option.label;
    const choices = document.createElement('div');
    choices.className = 'choices';
    const radios = (option.values ?? []).map((value) => {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = id;
      radio.value = value;
      radio.checked = value === text;
      label.append(radio, ` ${value}`);
      choices.append(label);
      return radio;
    });
    group.append(legend, choices, hint, error);
    const field: Field = {
      option,
      scope,
      read: () => ({ text: radios.find((radio) => radio.checked)?.value ?? '', badInput: false }),
      flag: (message) => void (error.textContent = message ?? ''),
    };
    return { element: group, field };
  }

  const wrapper = document.createElement('div');
  wrapper.className = 'field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = option.label;
  const input = document.createElement('input');
  input.id = id;
  input.name = id;
  input.autocomplete = 'off';
  input.spellcheck = false;
  if (option.type === 'number') {
    input.type = 'number';
    input.step = 'any';
    input.inputMode = 'decimal';
  } else {
    input.type = option.type === 'url' ? 'url' : 'text';
  }
  input.placeholder =
    option.default !== undefined ? String(option.default) : option.key === 'api' ? location.origin : '';
  input.value = text;
  input.setAttribute('aria-describedby', `${hint.id} ${error.id}`);
  wrapper.append(label, input, hint, error);
  const field: Field = {
    option,
    scope,
    read: () => ({ text: input.value, badInput: input.validity.badInput }),
    flag(message) {
      error.textContent = message ?? '';
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
  };
  return { element: wrapper, field };
}
