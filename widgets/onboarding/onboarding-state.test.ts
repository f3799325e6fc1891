import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from './constants';
import {
  dotState,
  INITIAL_ONBOARDING,
  isAllComplete,
  onboardingReducer,
  progressPercent,
  STEP_COUNT,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-state';

const at = (current: number, completed: number[] = []): OnboardingState => ({ current, completed });
const run = (state: OnboardingState, ...types: OnboardingAction['type'][]) =>
  types.reduce((s, type) => onboardingReducer(s, { type }), state);

describe('the steps', () => {
  it('are the seven the spec names, in order, each with two actions', () => {
    expect(STEP_COUNT).toBe(7);
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual([
      'Welcome',
      'Understanding Cryptocurrency',
      'Setting Up Your Wallet',
      'Making Your First Investment',
      'Security Best Practices',
      'Join the Community',
      'Meet Your AI Assistant',
    ]);
    for (const step of ONBOARDING_STEPS) expect(step.actions).toHaveLength(2);
  });
});

describe('onboardingReducer', () => {
  it('starts on step 1 with nothing complete', () => {
    expect(INITIAL_ONBOARDING).toEqual(at(0));
  });

  it('next moves forward one step and marks the step it leaves complete', () => {
    expect(run(INITIAL_ONBOARDING, 'next')).toEqual(at(1, [0]));
    expect(run(INITIAL_ONBOARDING, 'next', 'next')).toEqual(at(2, [0, 1]));
  });

  it('next does not add a step that is already complete twice', () => {
    expect(run(at(3, [3]), 'next')).toEqual(at(4, [3]));
  });

  it('next does nothing on the last step', () => {
    const last = at(6, [0, 1]);
    expect(run(last, 'next')).toBe(last);
  });

  it('previous moves back one step and leaves the completed list alone', () => {
    expect(run(at(4, [0, 1, 2, 3]), 'previous')).toEqual(at(3, [0, 1, 2, 3]));
  });

  it('previous does nothing on step 1', () => {
    expect(run(INITIAL_ONBOARDING, 'previous')).toBe(INITIAL_ONBOARDING);
  });

  it('complete adds the current step if absent, and stays on it', () => {
    expect(run(at(2, [0]), 'complete')).toEqual(at(2, [0, 2]));
    const done = at(2, [0, 2]);
    expect(run(done, 'complete')).toBe(done);
  });

  it('walks all seven steps to all-complete with next and a final complete', () => {
    const end = run(INITIAL_ONBOARDING, 'next', 'next', 'next', 'next', 'next', 'next');
    expect(end).toEqual(at(6, [0, 1, 2, 3, 4, 5]));
    expect(isAllComplete(end)).toBe(false);
    const finished = run(end, 'complete');
    expect(isAllComplete(finished)).toBe(true);
    expect(run(finished, 'next')).toBe(finished);
  });
});

describe('progressPercent', () => {
  it('is (current step + 1) / 7 × 100 for each step', () => {
    [100 / 7, 200 / 7, 300 / 7, 400 / 7, 500 / 7, 600 / 7, 100].forEach((percent, step) =>
      expect(progressPercent(step)).toBeCloseTo(percent, 10),
    );
    expect(progressPercent(6)).toBe(100);
    expect([0, 1, 2, 3, 4, 5, 6].map((step) => Math.round(progressPercent(step)))).toEqual([
      14, 29, 43, 57, 71, 86, 100,
    ]);
  });
});

describe('isAllComplete', () => {
  it('is true only once all seven steps are complete, in any order', () => {
    expect(isAllComplete(at(0, [0, 1, 2, 3, 4, 5]))).toBe(false);
    expect(isAllComplete(at(0, [6, 5, 4, 3, 2, 1, 0]))).toBe(true);
  });
});

describe('dotState', () => {
  it('is current for the current step, complete for completed ones, upcoming otherwise', () => {
    const state = at(2, [0, 2]);
    expect([0, 1, 2, 3].map((step) => dotState(state, step))).toEqual(['complete', 'upcoming', 'current', 'upcoming']);
  });
});
