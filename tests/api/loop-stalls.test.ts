// The event loop's stalls, as the server logs them at shutdown: counted by a timer's lateness, on a
// fake clock, so the verdict does not depend on the machine's speed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeLoopStalls, watchLoopStalls } from '../../api/src/loop-stalls';

afterEach(() => {
  vi.useRealTimers();
});

describe('the event loop stall counter', () => {
  it('counts only ticks that came late by 100 ms or more, with the longest and when it ended', () => {
    vi.useFakeTimers();
    let now = 0;
    const { stalls, stop } = watchLoopStalls(() => now);
    const tick = (lateMs: number) => {
      now += 20 + lateMs;
      vi.advanceTimersByTime(20);
    };
    tick(0);
    tick(99);
    tick(400);
    tick(150);
    stop();
    tick(1000);
    expect(stalls).toEqual({ count: 2, totalMs: 550, maxMs: 400, maxAtS: 0.559 });
    expect(describeLoopStalls(stalls)).toBe(
      'Event loop: 2 stalls over 100 ms (total 550 ms, longest 400 ms, 0.6 s after start)',
    );
  });
});
