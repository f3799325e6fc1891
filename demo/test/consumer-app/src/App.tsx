// The app as a partner writes it: the calculator through <OrebitWidget>, its event in React state.
import { OrebitWidget } from '@orebit/react';
import { useState } from 'react';

declare global {
  const __OREBIT_SRC__: string;
}

export function App() {
  const [reward, setReward] = useState<number | null>(null);
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
    </main>
  );
}
