// The optimizer's yardstick, checked by hand on histories small enough to follow.
import { default_w, forgetting_curve } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { logLoss } from '../../../api/src/modules/review/log-loss';
import { Grade } from '../../../shared/review/grades';

const good0 = { grade: Grade.Good, deltaDays: 0 };
/** FSRS-6's first stability after a Good is w[2]; recall after `days` follows its forgetting curve. */
const recallAfter = (days: number) => forgetting_curve(default_w, days, default_w[2] ?? 0);

describe('log loss of a set of FSRS parameters on a history', () => {
  it('is −ln of the predicted recall for a pass and −ln of its complement for a lapse', async () => {
    const passed = await logLoss([[good0, { grade: Grade.Hard, deltaDays: 3 }]], default_w);
    expect(passed.counted).toBe(1);
    expect(passed.value).toBeCloseTo(-Math.log(recallAfter(3)), 10);
    const lapsed = await logLoss([[good0, { grade: Grade.Again, deltaDays: 3 }]], default_w);
    expect(lapsed.value).toBeCloseTo(-Math.log(1 - recallAfter(3)), 10);
  });

  it('counts only answers a learner day or more after the previous one, averaged over them', async () => {
    const sameDay = { grade: Grade.Again, deltaDays: 0 };
    const result = await logLoss(
      [[good0, sameDay], [good0, { grade: Grade.Good, deltaDays: 3 }], [good0]],
      default_w,
    );
    expect(result.counted).toBe(1);
    expect(result.value).toBeCloseTo(-Math.log(recallAfter(3)), 10);
    expect((await logLoss([[good0, sameDay]], default_w)).value).toBeNaN();
  });

  it('is lower for parameters closer to what happened', async () => {
    // Remembered after 30 days every time: a longer first stability explains it better.
    const history = Array.from({ length: 20 }, () => [good0, { grade: Grade.Good, deltaDays: 30 }]);
    const longer = default_w.map((w, i) => (i === 2 ? w * 10 : w));
    expect((await logLoss(history, longer)).value).toBeLessThan((await logLoss(history, default_w)).value);
  });
});
