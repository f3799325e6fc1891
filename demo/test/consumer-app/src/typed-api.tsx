// What the packages' types accept and refuse; only type-checked (tsc --noEmit), never run.
import { OrebitWidget } from '@orebit/react';
import { loadOrebit, widgets, type EventDetail, type WidgetName } from '@orebit/widgets';

export async function mountCalculator(el: HTMLElement): Promise<number> {
  const orebit = await loadOrebit({ src: 'https://widgets.orebit.example', widgets: ['yield-farming'] });
  const calculator = await orebit.mount(el, 'yield-farming', { view: 'calculator', apy: 12 });
  calculator.update({ days: 30 });
  orebit.on('calculator:calculate', (detail: EventDetail<'calculator:calculate'>) => detail.reward.toFixed(0));
  await orebit.mount(el, 'referral', { refCode: 'ALICE42' });
  await loadOrebit({ scripts: 'evergreen' });

  // @ts-expect-error: there is no widget of that name
  await orebit.mount(el, 'yield-farm');
  // @ts-expect-error: the calculator has no such view
  await orebit.mount(el, 'yield-farming', { view: 'chart' });
  // @ts-expect-error: mode is the concierge's option, not the referral widget's
  await orebit.mount(el, 'referral', { mode: 'floating' });
  // @ts-expect-error: the option is a number
  calculator.update({ amount: 'lots' });
  // @ts-expect-error: no such release choice
  await loadOrebit({ scripts: 'latest' });

  const concierge: HTMLElement = document.createElement('orebit-concierge');
  concierge.addEventListener('concierge:message', (event) => event.detail.text.toUpperCase());
  const name: WidgetName = 'news';
  return widgets[name].height;
}

export function Elements() {
  return (
    <>
      <orebit-concierge data-mode="floating" />
      <orebit-referral data-ref-code="ALICE42" />
      {/* @ts-expect-error: the concierge is inline or floating */}
      <orebit-concierge data-mode="sideways" />
      {/* @ts-expect-error: there is no <orebit-calculator> */}
      <orebit-calculator />
      <OrebitWidget
        name="referral"
        options={{ refCode: 'ALICE42' }}
        onEvent={(type, detail) => (type === 'referral:copy' ? detail.link : detail.platform)}
      />
      {/* @ts-expect-error: there is no widget of that name */}
      <OrebitWidget name="calculator" />
      {/* @ts-expect-error: the calculator takes no refCode */}
      <OrebitWidget name="yield-farming" options={{ refCode: 'ALICE42' }} />
    </>
  );
}
