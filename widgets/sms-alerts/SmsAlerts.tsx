import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  cssVars,
  emit,
  Input,
  SectionHeader,
  styled,
  t,
  toast,
  useToastRegion,
  type WidgetProps,
} from '../_runtime';
import {
  ACTIVE_BADGE,
  DEFAULT_PLAN_ID,
  PHONE_LABEL,
  PHONE_PLACEHOLDER,
  RATES_NOTE,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SMS_PLANS,
  SUBSCRIBE_LABEL,
  type SmsPlan,
} from './constants';
import { PlanPicker } from './PlanPicker';
import { subscribe } from './subscription';

/** The SMS alerts section takes only the common options (theme, api). */
export const smsAlertsConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 24px; max-width: 1000px; margin: 0 auto; }
  & form { display: grid; gap: 12px; max-width: 560px; width: 100%; margin: 0 auto; }
  & label { font-weight: 600; }
  & .row { display: flex; gap: 12px; }
  & .row > input { flex: 1; min-width: 0; }
  & .note { color: var(--ob-muted); font-size: var(--ob-s); }
  & .active { display: grid; justify-items: center; gap: 10px; max-width: 560px; width: 100%; margin: 0 auto; text-align: center; outline: none; }
  & .active h3 { font-size: var(--ob-xl); }
  & .active .phone { font-size: var(--ob-l); font-weight: 600; direction: ltr; }
  & .active .note { max-width: 420px; }
  @container (max-width: 480px) {
    padding: 32px 12px;
    & .row { flex-direction: column; }
  }
`;

/** Priority SMS Alerts: pick a plan, enter a phone, subscribe; a local success state, no server call (docs/behaviour.md#sms-alerts). */
export function SmsAlerts({ i18n }: WidgetProps<typeof smsAlertsConfig>) {
  useToastRegion();
  const [planId, setPlanId] = useState<SmsPlan['id']>(DEFAULT_PLAN_ID);
  const [phone, setPhone] = useState('');
  const [active, setActive] = useState<{ plan: SmsPlan; phone: string } | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // The form goes away on success: keep keyboard focus in the section, on what replaced it.
  useLayoutEffect(() => {
    if (active) confirmation.current?.focus();
  }, [active]);

  const plan = SMS_PLANS.find((p) => p.id === planId) ?? SMS_PLANS[0]!;
  return (
    <Section aria-labelledby="ob-sms-title">
      <SectionHeader id="ob-sms-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        {active ? (
          <Card className="active" ref={confirmation} tabIndex={-1} data-testid="sms-active">
            <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>{t(i18n, ACTIVE_BADGE)}</Badge>
            <h3>{t(i18n, active.plan.name)}</h3>
            <p className="phone">{active.phone}</p>
            <p className="note">{t(i18n, RATES_NOTE)}</p>
          </Card>
        ) : (
          <>
            <PlanPicker selected={planId} onSelect={setPlanId} i18n={i18n} />
            <form
              noValidate
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const result = subscribe(plan, phone, i18n);
                toast(result.toast);
                if (!result.active) return;
                setActive(result.active);
                emit(event.currentTarget as Node, 'sms:subscribe', { plan: plan.id });
              }}
            >
              <label htmlFor="ob-sms-phone">{t(i18n, PHONE_LABEL)}</label>
              <div className="row">
                <Input
                  id="ob-sms-phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder={PHONE_PLACEHOLDER}
                  aria-describedby="ob-sms-note"
                  value={phone}
                  onChange={(event: { currentTarget: HTMLInputElement }) => setPhone(event.currentTarget.value)}
                />
                <Button type="submit">{t(i18n, SUBSCRIBE_LABEL)}</Button>
              </div>
              <p id="ob-sms-note" className="note">
                {t(i18n, RATES_NOTE)}
              </p>
            </form>
          </>
        )}
      </div>
    </Section>
  );
}
