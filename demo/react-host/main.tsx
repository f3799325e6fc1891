// A React 19 host page, like the official site, embedding widgets through <OrebitWidget>
// (packages/react). Bundled with the real react + react-dom by demo/test/react-wrapper.test.ts.
// The page configures it on #root: data-src (the widgets' origin), data-strict (StrictMode),
// data-calculators (how many calculators, default 1), data-concierge (add the concierge).
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { OrebitWidget } from '../../packages/react/src/OrebitWidget';

interface LoggedEvent {
  id: number;
  type: string;
  detail: unknown;
}

interface HostProps {
  src: string;
  calculators: number;
  concierge: boolean;
}

function Host({ src, calculators, concierge }: HostProps) {
  const [amount, setAmount] = useState(1000);
  const [theme, setTheme] = useState<'dark' | 'light'>('dark');
  const [shown, setShown] = useState(true);
  const [renders, setRenders] = useState(0);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const log = (type: string, detail: unknown) => setEvents((list) => [...list, { id: list.length, type, detail }]);

  return (
    <main>
      <h1>Orebit on a React host</h1>
      <p data-testid="react-version">React {version}</p>
      <div role="group" aria-label="Calculator options">
        <button type="button" onClick={() => setAmount(2000)}>
          Set amount to 2000
        </button>
        <button type="button" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
          Use {theme === 'dark' ? 'light' : 'dark'} theme
        </button>
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Re-render
        </button>
        <button type="button" onClick={() => setShown(!shown)}>
          {shown ? 'Remove' : 'Add'} calculator
        </button>
      </div>
      <p data-testid="renders">Re-rendered {renders} times</p>
      {shown &&
        Array.from({ length: calculators }, (_, i) => (
          // A new options object on every render, equal by value until a button changes it.
          <OrebitWidget
            key={i}
            name="yield-farming"
            src={src}
            id={`calculator-${i + 1}`}
            className="calculator"
            style={{ maxWidth: 720 }}
            options={{ view: 'calculator', amount, theme }}
            onEvent={log}
          />
        ))}
      {concierge && <OrebitWidget name="concierge" src={src} options={{ mode: 'inline', theme }} onEvent={log} />}
      <h2>Events</h2>
      <ol aria-label="Events">
        {events.map((event) => (
          <li key={event.id}>
            <code>{event.type}</code> <samp>{JSON.stringify(event.detail)}</samp>
          </li>
        ))}
      </ol>
    </main>
  );
}

const root = document.getElementById('root')!;
const host = (
  <Host
    src={root.dataset.src ?? ''}
    calculators={Number(root.dataset.calculators ?? 1)}
    concierge={root.dataset.concierge !== undefined}
  />
);
createRoot(root).render(root.dataset.strict !== undefined ? <StrictMode>{host}</StrictMode> : host);
