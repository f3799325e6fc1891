// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __obCss } from './precompiled';
import { getRegistry } from './registry';
import { createSharedSheet, type SharedSheet } from './sheets';

// The compiled rules' way into the page's shared sheet (precompiled.ts, sheets.ts): each rule once
// per page, whichever script adds it, and parsed only where a root adopts the sheet.

/** Puts `sheet` in the page registry's place for one test. */
function useSheet(sheet: SharedSheet | { data: string }): void {
  vi.spyOn(getRegistry(), 'styles', 'get').mockReturnValue(sheet as SharedSheet);
}

afterEach(() => vi.restoreAllMocks());

describe('__obCss', () => {
  it('adds a rule once, however many scripts add it, and returns its class', () => {
    const sheet = createSharedSheet();
    useSheet(sheet);
    expect(__obCss('goa', 'color:red;')).toBe('goa');
    __obCss('gob', 'color:blue;');
    __obCss('goa', 'color:red;');
    expect(sheet.data).toBe('.goa{color:red;}.gob{color:blue;}');
  });

  it('keeps its record on the sheet, so that any script of this kind adds a rule once, on a sheet an older release made too', () => {
    // A release before nested rules: its sheet has no record, and its rules never have the text of ours.
    const older = { data: '.go2392632838{color:red;}' } as SharedSheet;
    useSheet(older);
    __obCss('goa', 'color:red;');
    __obCss('goa', 'color:red;');
    expect(older.data).toBe('.go2392632838{color:red;}.goa{color:red;}');
    expect([...older.added!]).toEqual(['.goa{color:red;}']);
  });

  it('adds thousands of rules in linear time: it looks each up, it does not search the sheet', () => {
    const sheet = createSharedSheet();
    useSheet(sheet);
    const includes = vi.spyOn(String.prototype, 'includes');
    for (let i = 0; i < 2000; i++) __obCss(`go${i}`, `margin:${i}px;`);
    expect(includes).not.toHaveBeenCalled();
    expect(sheet.added!.size).toBe(2000);
  });

  it('writes a keyframes rule for a keyframes name', () => {
    const sheet = createSharedSheet();
    useSheet(sheet);
    expect(__obCss('gok', '50%{opacity:0.3;}', 1)).toBe('gok');
    expect(sheet.data).toBe('@keyframes gok{50%{opacity:0.3;}}');
  });
});

describe('the shared sheet', () => {
  it('parses nothing until a root asks for its stylesheet, then has every rule written so far', async () => {
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const sheet = createSharedSheet();
    sheet.data += '.goa{color:red;}';
    sheet.flush();
    await Promise.resolve();
    expect(replaceSync).not.toHaveBeenCalled();
    expect([...sheet.sheet.cssRules].map((rule) => rule.cssText)).toEqual(['.goa { color: red; }']);
    expect(sheet.sheet).toBe(sheet.sheet);
    expect(replaceSync).toHaveBeenCalledTimes(1);
  });

  it('applies later writes once per microtask, or at once on flush()', async () => {
    const sheet = createSharedSheet();
    const { sheet: css } = sheet;
    sheet.data += '.goa{color:red;}';
    sheet.data += '.gob{color:blue;}';
    expect(css.cssRules).toHaveLength(0);
    await Promise.resolve();
    expect(css.cssRules).toHaveLength(2);
    sheet.data += '.goc{color:green;}';
    sheet.flush();
    expect(css.cssRules).toHaveLength(3);
  });
});
