/// <reference path="../orebit.d.ts" />
// Compile-time test of types/orebit.d.ts as a React + TypeScript host sees it
// (tsc -p tsconfig.react.json). Never run: each line either compiles or is expected not to.

/** True exactly when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): T | void {}

/** The global API as a host script sees it. @public (a compile-time test: never imported) */
export function usesTheApi(el: HTMLElement) {
  const api = window.Orebit;
  if (!api) return;
  expectType<Equal<typeof api.protocol, number>>();
  expectType<Equal<typeof api.release, string>>();

  const calculator = api.mount(el, 'yield-farming', { view: 'calculator', amount: 500, theme: 'light' });
  calculator.update({ amount: 2000 });
  calculator.destroy();
  api.mount(el, 'referral', { refCode: 'ALICE42' });
  api.mount(el, 'concierge');
  api.scan();
  api.scan(document.body);

  // @ts-expect-error: no widget has that name
  api.mount(el, 'calendar');
  // @ts-expect-error: the concierge is 'inline' or 'floating'
  api.mount(el, 'concierge', { mode: 'sideways' });
  // @ts-expect-error: refCode is the referral widget's option, not the concierge's
  api.mount(el, 'concierge', { refCode: 'ALICE42' });
  // @ts-expect-error: amount is a number
  calculator.update({ amount: '2000' });

  const onCalculate = (detail: Orebit.Events['calculator:calculate']) => detail.reward.toFixed(0);
  api.on('calculator:calculate', onCalculate);
  api.off('calculator:calculate', onCalculate);
  api.on('referral:share', (detail) => {
    expectType<
      Equal<typeof detail.platform, 'twitter' | 'facebook' | 'linkedin' | 'reddit' | 'telegram' | 'whatsapp'>
    >();
  });
  api.on('navigate', (event) => {
    if (event.anchor === 'onboarding') event.preventDefault();
  });
  api.on('toast', (toast) => toast.title.length);
  const everything = <K extends keyof Orebit.PageEvents>(type: K, detail: Orebit.PageEvents[K]) => [type, detail];
  api.on('*', everything);
  api.off('*', everything);
  api.on('*', (type, detail) => {
    if (type === 'toast') return detail;
  });

  // @ts-expect-error: no such event
  api.on('calculator:reset', () => undefined);
  // @ts-expect-error: the calculate event has no `total`
  api.on('calculator:calculate', (detail) => detail.total);
}

/** The elements and their events as the DOM types see them. @public (a compile-time test: never imported) */
export function usesTheDom() {
  const concierge = document.querySelector('orebit-concierge');
  expectType<Equal<typeof concierge, HTMLElement | null>>();
  const created = document.createElement('orebit-yield-farming');
  expectType<Equal<typeof created, HTMLElement>>();

  created.addEventListener('calculator:calculate', (event) => {
    expectType<Equal<typeof event, CustomEvent<Orebit.Events['calculator:calculate']>>>();
    return event.detail.reward + event.detail.amount * event.detail.apy * event.detail.days;
  });
  created.addEventListener('forum:post', (event) => event.detail.title.toUpperCase());
  // @ts-expect-error: the calculate event's detail has no `total`
  created.addEventListener('calculator:calculate', (event) => event.detail.total);
}

/** The elements in JSX. @public (a compile-time test: never imported) */
export function RendersTheElements() {
  return (
    <>
      <orebit-concierge data-mode="floating" />
      <orebit-yield-farming data-view="calculator" data-amount={500} data-apy="12" className="sidebar" />
      <orebit-referral data-ref-code="ALICE42" data-site-url="https://example.com" />
      <orebit-news data-theme="light" data-loading="lazy" data-height={560} id="news" />
      {/* @ts-expect-error: the concierge is 'inline' or 'floating' */}
      <orebit-concierge data-mode="sideways" />
      {/* TypeScript never checks an undeclared hyphenated JSX attribute, so a stray data-* passes
          (refCode on the concierge is refused in `Orebit.mount` above). */}
      <orebit-concierge data-ref-code="ALICE42" />
      {/* @ts-expect-error: no such widget */}
      <orebit-calendar />
    </>
  );
}
