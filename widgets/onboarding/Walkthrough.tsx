import { useLayoutEffect, useReducer, useRef, type MouseEvent } from 'react';
import { Badge, Button, Card, cssVars, formatPercent, type I18n, Progress, styled, t } from '../_runtime';
import { COMPLETE_BADGE, ONBOARDING_STEPS, WELCOME_VIDEO_DURATION, WELCOME_VIDEO_TITLE } from './constants';
import {
  dotState,
  INITIAL_ONBOARDING,
  isAllComplete,
  onboardingReducer,
  progressPercent,
  STEP_COUNT,
} from './onboarding-state';

const Panel = styled(Card)`
  display: grid; gap: 20px; align-content: start;
  & .progress { display: grid; gap: 8px; }
  & .progress p { display: flex; justify-content: space-between; font-size: var(--ob-s); color: var(--ob-muted); }
  & .dots { list-style: none; display: flex; justify-content: center; gap: 10px; }
  & .dots li { width: 12px; height: 12px; border-radius: 50%; background: var(--ob-gray); opacity: 0.5; }
  & .dots li[data-state='complete'] { background: var(--ob-green); opacity: 1; }
  & .dots li[data-state='current'] { background: var(--ob-accent); opacity: 1; transform: scale(1.3); }
  & .step { display: grid; gap: 10px; }
  & .step h3 { font-size: var(--ob-xl); }
  & .subtitle { color: var(--ob-accent); font-weight: 600; }
  & .description { color: var(--ob-muted); }
  & .video {
    display: grid; place-items: center; gap: 6px; aspect-ratio: 16 / 9; max-height: 240px; border-radius: 12px;
    background: linear-gradient(135deg, color-mix(in srgb, var(--ob-accent) 25%, var(--ob-surface-2)), var(--ob-surface-2));
    align-content: center; text-align: center;
  }
  & .video svg { color: var(--ob-accent); }
  & .video span { font-size: var(--ob-s); color: var(--ob-muted); }
  & .row { display: flex; flex-wrap: wrap; gap: 10px; }
  & .nav { justify-content: space-between; border-top: 1px solid var(--ob-border); padding-top: 16px; }
  & .done { display: flex; justify-content: center; }
  & .done span { padding: 6px 16px; }
  @container (max-width: 480px) {
    & .step h3 { font-size: var(--ob-l); }
    & .nav button { flex: 1; }
  }
`;

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="44" height="44" fill="currentColor" aria-hidden="true">
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 6 6 4-6 4z" />
  </svg>
);

/** The seven-step walkthrough: progress, step dots, the current step and its buttons (docs/behaviour.md#onboarding). */
export function Walkthrough({ i18n }: { i18n: I18n | undefined }) {
  const [state, dispatch] = useReducer(onboardingReducer, INITIAL_ONBOARDING);
  const step = ONBOARDING_STEPS[state.current]!;
  const percent = progressPercent(state.current);
  const last = state.current === STEP_COUNT - 1;
  const complete = () => dispatch({ type: 'complete' });
  const nav = useRef<HTMLDivElement>(null);
  // Set when a focused navigation button is pressed: the step it leads to may disable or remove it.
  const hadFocus = useRef(false);
  const press = (event: MouseEvent<HTMLButtonElement>, action: Parameters<typeof dispatch>[0]) => {
    hadFocus.current = event.currentTarget.matches(':focus');
    dispatch(action);
  };

  // A pressed button that is now disabled (Previous on the first step, Next on the last) or gone
  // (Mark Complete) would drop keyboard focus to the page: hand it to the next thing to do.
  useLayoutEffect(() => {
    if (!hadFocus.current || !nav.current) return;
    hadFocus.current = false;
    if (nav.current.querySelector('button:focus:enabled')) return;
    const enabled = [...nav.current.querySelectorAll<HTMLButtonElement>('button:enabled')];
    (
      enabled.find((b) => b.dataset.nav === 'mark') ??
      enabled.find((b) => b.dataset.nav === 'next') ??
      enabled[0]
    )?.focus();
  }, [state]);

  return (
    <Panel as="section" aria-labelledby="ob-onboarding-step-title">
      <div className="progress">
        <p>
          <span>{t(i18n, 'Step {0} of {1}', state.current + 1, STEP_COUNT)}</span>
          <span data-testid="progress-text">
            {t(i18n, '{0} complete', formatPercent(Math.round(percent), 0, i18n))}
          </span>
        </p>
        <Progress value={percent} label={t(i18n, 'Onboarding progress')} />
      </div>
      <ol className="dots" aria-label={t(i18n, 'Steps')}>
        {ONBOARDING_STEPS.map((s, i) => {
          const look = dotState(state, i);
          return (
            <li key={s.title} data-state={look} aria-current={look === 'current' ? 'step' : undefined}>
              <span className="ob-sr-only">
                {t(i18n, s.title)}:{' '}
                {look === 'current'
                  ? t(i18n, 'current step')
                  : look === 'complete'
                    ? t(i18n, 'complete')
                    : t(i18n, 'not started')}
                {look === 'current' && state.completed.includes(i) ? t(i18n, ', complete') : ''}
              </span>
            </li>
          );
        })}
      </ol>

      <div className="step" aria-live="polite">
        <h3 id="ob-onboarding-step-title">{t(i18n, step.title)}</h3>
        <p className="subtitle">{t(i18n, step.subtitle)}</p>
        <p className="description">{t(i18n, step.description)}</p>
        {state.current === 0 ? (
          <figure
            className="video"
            aria-label={t(i18n, '{0} video, {1}', t(i18n, WELCOME_VIDEO_TITLE), WELCOME_VIDEO_DURATION)}
          >
            <PlayIcon />
            <strong>{t(i18n, WELCOME_VIDEO_TITLE)}</strong>
            <span>{WELCOME_VIDEO_DURATION}</span>
          </figure>
        ) : null}
        <div className="row">
          {step.actions.map((label, i) => (
            <Button key={label} type="button" data-variant={i === 1 ? 'outline' : undefined} onClick={complete}>
              {t(i18n, label)}
            </Button>
          ))}
        </div>
      </div>

      <div className="row nav" ref={nav}>
        <Button
          type="button"
          data-variant="outline"
          disabled={state.current === 0}
          onClick={(event) => press(event, { type: 'previous' })}
        >
          {t(i18n, 'Previous')}
        </Button>
        {state.completed.includes(state.current) ? null : (
          <Button
            type="button"
            data-variant="outline"
            data-nav="mark"
            onClick={(event) => press(event, { type: 'complete' })}
          >
            {t(i18n, 'Mark Complete')}
          </Button>
        )}
        <Button type="button" data-nav="next" disabled={last} onClick={(event) => press(event, { type: 'next' })}>
          {t(i18n, last ? 'Complete' : 'Next')}
        </Button>
      </div>

      {isAllComplete(state) ? (
        <p className="done" role="status">
          <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>{t(i18n, COMPLETE_BADGE)}</Badge>
        </p>
      ) : null}
    </Panel>
  );
}
