// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from './events';
import { getRegistry } from './registry';

// The page bus's announcements (events.ts): what a host page's Orebit.on handlers receive.

afterEach(() => {
  getRegistry().bus.all.clear();
  vi.restoreAllMocks();
});

describe('announce', () => {
  it('calls the type’s handlers, then the wildcard ones, each with what it expects', () => {
    const heard: unknown[] = [];
    const { on } = getRegistry();
    on('*', (type, detail) => heard.push(['*', type, detail]));
    on('referral:copy', (detail) => heard.push(['copy', detail]));
    announce('referral:copy', { link: 'https://orebit.example/join?ref=A' });
    expect(heard).toEqual([
      ['copy', { link: 'https://orebit.example/join?ref=A' }],
      ['*', 'referral:copy', { link: 'https://orebit.example/join?ref=A' }],
    ]);
  });

  it('reports a handler that throws and still calls the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    const { on } = getRegistry();
    on('referral:copy', () => {
      throw new Error('analytics down');
    });
    on('referral:copy', () => heard.push('second'));
    on('*', () => heard.push('wildcard'));
    announce('referral:copy', { link: 'x' });
    expect(heard).toEqual(['second', 'wildcard']);
    expect(error).toHaveBeenCalledWith('[orebit] An Orebit.on("referral:copy") handler failed:', expect.any(Error));
  });

  it('calls the handlers there were when it began, whatever they add or remove meanwhile', () => {
    const heard: string[] = [];
    const { on, off } = getRegistry();
    const late = () => heard.push('late');
    const second = () => heard.push('second');
    on('referral:copy', () => {
      heard.push('first');
      off('referral:copy', second);
      on('*', late);
    });
    on('referral:copy', second);
    announce('referral:copy', { link: 'x' });
    expect(heard).toEqual(['first', 'second']);
  });
});
