import { describe, expect, it } from 'vitest';
import { attributeName, oneOfField, readConfig, urlField } from './config';
import { numberField } from './number-field';
import { textField } from './text-field';

const schema = {
  view: oneOfField(['full', 'calculator'], 'full'),
  amount: numberField(1000),
  refCode: textField('OREBIT2024', /^[A-Za-z0-9_-]{1,32}$/, 'letters and digits'),
  api: urlField('https://orebit.example'),
};

function read(...sources: Record<string, unknown>[]) {
  const warnings: string[] = [];
  const config = readConfig(schema, sources, (m) => warnings.push(m));
  return { config, warnings };
}

describe('readConfig', () => {
  it('uses every default when nothing is set', () => {
    expect(read({}).config).toEqual({
      view: 'full',
      amount: 1000,
      refCode: 'OREBIT2024',
      api: 'https://orebit.example',
    });
  });

  it('reads data-* text into typed values', () => {
    const { config, warnings } = read({
      view: 'calculator',
      amount: '2000.5',
      refCode: 'ALICE42',
      api: 'http://127.0.0.1:8787/',
    });
    expect(config).toEqual({ view: 'calculator', amount: 2000.5, refCode: 'ALICE42', api: 'http://127.0.0.1:8787' });
    expect(warnings).toEqual([]);
  });

  it('lets later sources (Orebit.mount options) override data-* attributes', () => {
    expect(read({ amount: '5' }, { amount: 7 }).config.amount).toBe(7);
    expect(read({ amount: '5' }, { amount: undefined }).config.amount).toBe(5);
  });

  it('warns with the attribute name and keeps the default for a bad value', () => {
    const { config, warnings } = read({ amount: 'lots', view: 'sidebar', api: 'javascript:alert(1)' });
    expect(config).toMatchObject({ amount: 1000, view: 'full', api: 'https://orebit.example' });
    expect(warnings).toEqual([
      'data-view="sidebar" is not one of full, calculator; using "full".',
      'data-amount="lots" is not a number; using 1000.',
      'data-api="javascript:alert(1)" is not an absolute http(s) URL; using "https://orebit.example".',
    ]);
  });

  it('keeps an earlier valid value when a later source is bad', () => {
    const { config, warnings } = read({ amount: '5' }, { amount: 'x' });
    expect(config.amount).toBe(5);
    expect(warnings).toEqual(['data-amount="x" is not a number; using 5.']);
  });

  it('rejects empty and infinite numbers', () => {
    expect(read({ amount: '' }).config.amount).toBe(1000);
    expect(read({ amount: 'Infinity' }).config.amount).toBe(1000);
  });
});

describe('attributeName', () => {
  it('turns a dataset key into the attribute a page author writes', () => {
    expect(attributeName('refCode')).toBe('data-ref-code');
    expect(attributeName('amount')).toBe('data-amount');
  });
});
