// The server's sense of time. Production reads the system clock; tests (and end-to-end runs
// with WORDHOARD_TEST_CLOCK=1) move it forward to check 5-minute, 30-day and 60-day rules.
export interface Clock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
  /** Waits `ms` of real time (a login's slow-down): a test records the waits instead of timing them. */
  sleep(ms: number): Promise<void>;
}

export function createClock(start?: number): Clock {
  let offset = start === undefined ? 0 : start - Date.now();
  const base = offset;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = base;
    },
    sleep: (ms) => Bun.sleep(ms),
  };
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
