import { describe, expect, it } from 'vitest';
import { createElement, normalizeDomProps } from './react-lite';

const noop = () => {};
const other = () => {};

describe('normalizeDomProps', () => {
  it('turns onChange on text inputs and textareas into onInput, which fires per keystroke', () => {
    expect(normalizeDomProps('input', { value: 'a', onChange: noop })).toEqual({ value: 'a', onInput: noop });
    expect(normalizeDomProps('input', { type: 'number', onChange: noop })).toEqual({ type: 'number', onInput: noop });
    expect(normalizeDomProps('textarea', { onChange: noop })).toEqual({ onInput: noop });
  });

  it('keeps onChange on checkboxes, radios, file inputs and selects, where the DOM change event is React’s', () => {
    for (const type of ['checkbox', 'radio', 'file']) expect(normalizeDomProps('input', { type, onChange: noop })).toEqual({ type, onChange: noop });
    expect(normalizeDomProps('select', { onChange: noop })).toEqual({ onChange: noop });
  });

  it('listens to both onInput and a text field’s onChange, the second in the capture phase', () => {
    expect(normalizeDomProps('input', { onInput: noop, onChange: other })).toEqual({ onInput: noop, onInputCapture: other });
    expect(normalizeDomProps('input', { onChange: noop, onInput: other })).toEqual({ onInput: noop, onInputCapture: other });
  });

  it('maps onDoubleClick to dblclick and onFocus / onBlur to the bubbling focusin / focusout', () => {
    expect(normalizeDomProps('button', { onDoubleClick: noop, onFocus: other, onBlur: noop })).toEqual({
      onDblClick: noop,
      onFocusIn: other,
      onFocusOut: noop,
    });
  });

  it('leaves SVG attributes to the build (scripts/react-svg-props.mjs), and custom elements alone', () => {
    const props = { viewBox: '0 0 24 24', strokeWidth: 2 };
    expect(normalizeDomProps('svg', props)).toEqual(props);
    expect(normalizeDomProps('my-icon', { strokeWidth: 2 })).toEqual({ strokeWidth: 2 });
  });

  it('passes everything else through unchanged', () => {
    const props = { className: 'a', htmlFor: 'id', defaultValue: 'x', style: { '--badge': 'red' }, 'aria-label': 'L', onClick: noop, children: 'text' };
    expect(normalizeDomProps('label', props)).toEqual(props);
  });
});

describe('the vnode hook', () => {
  it('normalizes DOM elements and leaves components’ props alone', () => {
    expect(createElement('input', { onChange: noop }).props).toEqual({ onInput: noop });
    const View = (props: { onChange: () => void }) => createElement('input', props);
    expect(createElement(View, { onChange: noop }).props).toEqual({ onChange: noop });
  });
});
