import { useState } from 'react';

/** The Global Monitoring toggle: off at first, each press flips it (docs/behaviour.md#lead-hunter). Nothing else runs. */
export function useMonitoring(): { on: boolean; toggle: () => void } {
  const [on, setOn] = useState(false);
  return { on, toggle: () => setOn((current) => !current) };
}
