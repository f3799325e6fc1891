// The app as a partner writes it: the calculator through <OrebitWidget>, its event in React state;
// and one mounted from code with @orebit/widgets' mount, as an app without React components would.
import { OrebitWidget } from '@orebit/react';
import { loadOrebit } from '@orebit/widgets';
import { useEffect, useRef, useState } from 'react';

declare global {
  const __OREBIT_SRC__: string;
}

export function App() {
  const [reward, setReward] = useState<number | null>(null);
  const fromCode = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const handle = loadOrebit({ src: __OREBIT_SRC__ }).then((orebit) =>
      orebit.mount(fromCode.current!, 'yield-farming', { view: 'calculator', amount: 500 }),
    );
    return () =>
      void handle.then(
        (calculator) => calculator.destroy(),
        () => undefined,
      );
  }, []);
  return (
    <main>
      <h1>Partner app</h1>
      <OrebitWidget
        name="yield-farming"
        options={{ view: 'calculator', amount: 2000 }}
        src={__OREBIT_SRC__}
        id="calculator"
        onEvent={(type, detail) => {
          const only: 'calculator:calculate' = type;
          if (only) setReward(detail.reward);
        }}
      />
      <p data-testid="app-estimate">{reward === null ? 'No estimate yet' : `Estimate: ${reward} ORB`}</p>
      <div id="from-code" ref={fromCode} />
      <p>The end of the partner's page.</p>
    </main>
  );
}
