import { ONBOARDING_STEPS } from './constants';

/** How many steps the walkthrough has (docs/behaviour.md#onboarding: 7). */
export const STEP_COUNT = ONBOARDING_STEPS.length;

/** The walkthrough's state: the current step (0 to 6) and the completed steps (docs/behaviour.md#onboarding). */
export interface OnboardingState {
  current: number;
  completed: readonly number[];
}

/** What the walkthrough's buttons do. */
export type OnboardingAction = { type: 'next' } | { type: 'previous' } | { type: 'complete' };

/** The walkthrough at its start: step 1, nothing complete. */
export const INITIAL_ONBOARDING: OnboardingState = { current: 0, completed: [] };

function complete(state: OnboardingState): readonly number[] {
  return state.completed.includes(state.current) ? state.completed : [...state.completed, state.current];
}

/** The walkthrough's transitions (docs/behaviour.md#onboarding); a move past either end changes nothing. */
export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'next':
      return state.current >= STEP_COUNT - 1 ? state : { current: state.current + 1, completed: complete(state) };
    case 'previous':
      return state.current <= 0 ? state : { ...state, current: state.current - 1 };
    case 'complete': {
      const completed = complete(state);
      return completed === state.completed ? state : { ...state, completed };
    }
  }
}

/** Progress in percent: (current step + 1) / 7 × 100 (docs/behaviour.md#onboarding). */
export function progressPercent(current: number): number {
  return ((current + 1) / STEP_COUNT) * 100;
}

/** Whether every step is complete, which shows the badge (docs/behaviour.md#onboarding). */
export function isAllComplete(state: OnboardingState): boolean {
  return state.completed.length >= STEP_COUNT;
}

/** A step dot's look: the current step first, then completed ones (docs/behaviour.md#onboarding). */
export function dotState(state: OnboardingState, step: number): 'current' | 'complete' | 'upcoming' {
  if (step === state.current) return 'current';
  return state.completed.includes(step) ? 'complete' : 'upcoming';
}
