import { useState } from 'react';

/** The Global Monitoring toggle: off at first, each press flips it (spec §4). Nothing else runs. */
export function useMonitoring(): { on: boolean; toggle: () => void } {
  const [on, setOn] = useState(false);
  return { on, toggle: () => setOn((current) => !current) };
}
