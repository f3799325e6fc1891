// Compile-time test of <OrebitWidget> (packages/react) as a React + TypeScript host sees it
// (tsc -p tsconfig.react.json). Never run: each line either compiles or is expected not to.
import { OrebitWidget } from '../../packages/react/src/OrebitWidget';

/** A React host of the wrapper. @public (a compile-time test: never imported) */
export function Host() {
  return (
    <>
      <OrebitWidget
        name="yield-farming"
        options={{ view: 'calculator', amount: 500, theme: 'light' }}
        onEvent={(type, detail) => {
          // The yield-farming widget dispatches calculator:calculate only.
          const only: 'calculator:calculate' = type;
          return [only, detail.reward.toFixed(0)];
        }}
        src="https://widgets.orebit.example"
        className="calculator"
        style={{ maxWidth: 480 }}
        id="calculator"
      />
      <OrebitWidget
        name="referral"
        options={{ refCode: 'ALICE42' }}
        onEvent={(type, detail) => {
          // The type narrows the detail.
          if (type === 'referral:copy') return detail.link;
          return detail.platform;
        }}
      />
      <OrebitWidget name="concierge" options={{ mode: 'floating' }} />
      <OrebitWidget name="hero" />

      {/* @ts-expect-error: no widget has that name */}
      <OrebitWidget name="calendar" />
      {/* @ts-expect-error: the concierge is 'inline' or 'floating' */}
      <OrebitWidget name="concierge" options={{ mode: 'sideways' }} />
      {/* @ts-expect-error: refCode is the referral widget's option, not the concierge's */}
      <OrebitWidget name="concierge" options={{ refCode: 'ALICE42' }} />
      {/* @ts-expect-error: the calculate event's detail has no `total` */}
      <OrebitWidget name="yield-farming" onEvent={(_type, detail) => detail.total} />
      {/* @ts-expect-error: the concierge dispatches no calculator:calculate */}
      <OrebitWidget name="concierge" onEvent={(type: 'calculator:calculate') => type} />
      {/* @ts-expect-error: the hero dispatches no event at all */}
      <OrebitWidget name="hero" onEvent={() => undefined} />
    </>
  );
}
