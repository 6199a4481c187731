// Slicing: long work yields to the page whenever a slice has used its time, on a clock of our own.
import { describe, expect, it } from 'vitest';
import { runInSlices } from '../../../extension/lib/marking/slices';

describe('runInSlices', () => {
  it('yields once a slice has run its time, and does every step', async () => {
    let clock = 0;
    let done = 0;
    let pauses = 0;
    const slices = await runInSlices(
      () => {
        clock += 3; // each step "takes" 3 ms
        done++;
        return done < 20;
      },
      { sliceMs: 8, now: () => clock, pause: async () => void pauses++ },
    );
    expect(done).toBe(20);
    // 3 steps fill a slice of 8 ms (3, 6, 9): 20 steps are 7 slices with 6 pauses between them.
    expect(slices).toBe(7);
    expect(pauses).toBe(6);
  });

  it('stops between slices once told to', async () => {
    let clock = 0;
    let done = 0;
    let stop = false;
    await runInSlices(
      () => {
        clock += 10;
        done++;
        return true;
      },
      {
        sliceMs: 8,
        now: () => clock,
        pause: async () => {
          stop = done >= 3;
        },
        stopped: () => stop,
      },
    );
    expect(done).toBe(3);
  });
});
