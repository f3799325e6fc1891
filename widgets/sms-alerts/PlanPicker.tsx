import { useRef, type KeyboardEvent } from 'react';
import { Badge, cssVars, styled, t, type I18n } from '../_runtime';
import { SMS_PLANS, type SmsPlan } from './constants';
import { planAfterKey, planPrice } from './subscription';

const Group = styled('div')`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  & [role='radio'] {
    position: relative; display: grid; align-content: start; gap: 10px; padding: 20px;
    border-radius: var(--ob-radius); border: 2px solid var(--ob-border); background: var(--ob-surface);
    cursor: pointer; transition: border-color 120ms ease;
  }
  & [role='radio']:hover { border-color: color-mix(in srgb, var(--ob-accent) 60%, var(--ob-border)); }
  & [role='radio'][aria-checked='true'] {
    border-color: var(--ob-accent); background: color-mix(in srgb, var(--ob-accent) 8%, var(--ob-surface));
  }
  & .top { display: flex; justify-content: space-between; align-items: start; gap: 8px; }
  & h3 { font-size: var(--ob-l); }
  & .check {
    flex: none; width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--ob-border);
  }
  & [aria-checked='true'] .check { border: 6px solid var(--ob-accent); }
  & .price { font-size: var(--ob-xl); font-weight: 700; }
  & ul { list-style: none; display: grid; gap: 6px; color: var(--ob-muted); }
  & li::before { content: '✓'; color: var(--ob-green); margin-inline-end: 8px; font-weight: 700; }
  & .badge { position: absolute; top: -12px; left: 50%; transform: translateX(-50%); background: var(--ob-surface); }
  @container (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

/** The plan picker's props: the selected plan and how to change it. */
export interface PlanPickerProps {
  selected: SmsPlan['id'];
  onSelect: (id: SmsPlan['id']) => void;
  i18n: I18n | undefined;
}

/**
 * The three plans as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move and
 * select, Space selects, a click selects. Cards rather than <button>s: a plan holds a heading and
 * a list, which a button may not contain.
 */
export function PlanPicker({ selected, onSelect, i18n }: PlanPickerProps) {
  const radios = useRef<Array<HTMLElement | null>>([]);
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onSelect(SMS_PLANS[index]!.id);
      return;
    }
    const next = planAfterKey(event.key, index, SMS_PLANS.length, i18n?.dir === 'rtl');
    if (next === null) return;
    event.preventDefault();
    onSelect(SMS_PLANS[next]!.id);
    radios.current[next]?.focus();
  };
  return (
    <Group role="radiogroup" aria-label={t(i18n, 'SMS plan')}>
      {SMS_PLANS.map((plan, index) => {
        const checked = plan.id === selected;
        return (
          <div
            key={plan.id}
            ref={(el: HTMLElement | null) => {
              radios.current[index] = el;
            }}
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            aria-labelledby={`ob-sms-${plan.id}`}
            aria-describedby={`ob-sms-${plan.id}-details`}
            data-plan={plan.id}
            onClick={() => onSelect(plan.id)}
            onKeyDown={onKeyDown(index)}
          >
            {plan.badge ? (
              <Badge className="badge" style={cssVars({ '--badge': 'var(--ob-accent)' })}>
                {t(i18n, plan.badge)}
              </Badge>
            ) : null}
            <div className="top">
              <h3 id={`ob-sms-${plan.id}`}>{t(i18n, plan.name)}</h3>
              <span className="check" aria-hidden="true" />
            </div>
            <div id={`ob-sms-${plan.id}-details`}>
              <p className="price">{planPrice(plan, i18n)}</p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{t(i18n, feature)}</li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </Group>
  );
}
