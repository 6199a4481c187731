// Runs one async task at a time: a second start while the first is still running is ignored, so a
// double click (or Enter pressed twice) sends one request. The ref, not the state, is the guard:
// two events in the same tick both see the state before React re-renders.
import { useCallback, useRef, useState } from 'react';

export function useInFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
