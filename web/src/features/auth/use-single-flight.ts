// Ignores a second submit while the first request is still in flight (a double click, Enter
// pressed twice). A ref, not state: two clicks in the same frame both see the state before either
// re-render, but they share the ref.
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
