import { describe, expect, it } from 'vitest';
import type { ReviewQueue } from '../../../shared/api';
import {
  isLeechLapse,
  nextStepAt,
  nextWordText,
  takeDueSteps,
  withoutWord,
} from '../../../shared/review/waiting-steps';

const queue: ReviewQueue = {
  day: '2026-11-25',
  nextDayStart: 0,
  due: ['d1'],
  new: ['n1'],
  reviewedToday: 0,
  newToday: 0,
  waiting: [
    { uuid: 's1', due: 100 },
    { uuid: 's2', due: 200 },
  ],
};

describe('steps that wait', () => {
  it('takes back the steps due by now, soonest first, ahead of the due words', () => {
    expect(takeDueSteps(queue, 99)).toBe(queue);
    expect(takeDueSteps(queue, 100)).toMatchObject({
      due: ['s1', 'd1'],
      waiting: [{ uuid: 's2', due: 200 }],
    });
    expect(takeDueSteps(queue, 500)).toMatchObject({ due: ['s1', 's2', 'd1'], waiting: [] });
    // A queue kept before steps waited has none.
    const { waiting: _none, ...old } = queue;
    expect(takeDueSteps(old, 500)).toEqual(old);
  });

  it('tells when the next step comes back, and counts down in minutes then seconds', () => {
    expect(nextStepAt(queue)).toBe(100);
    expect(nextStepAt({ ...queue, waiting: [] })).toBeNull();
    expect(nextStepAt(null)).toBeNull();
    expect(nextWordText(9 * 60_000)).toBe('Next word in 9 min');
    expect(nextWordText(8 * 60_000 + 1)).toBe('Next word in 9 min');
    expect(nextWordText(60_000)).toBe('Next word in 1 min');
    expect(nextWordText(59_001)).toBe('Next word in 1 min');
    expect(nextWordText(59_000)).toBe('Next word in 59 s');
    expect(nextWordText(1)).toBe('Next word in 1 s');
    expect(nextWordText(-5)).toBe('Next word in 0 s');
  });

  it('drops an answered word from every list', () => {
    expect(withoutWord(queue, 's1')).toMatchObject({ due: ['d1'], new: ['n1'], waiting: [{ uuid: 's2' }] });
    expect(withoutWord(queue, 'n1').new).toEqual([]);
  });
});

describe('leeches', () => {
  it('tags at the threshold, then every half threshold (Anki: 8, 12, 16)', () => {
    const tagged = Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => isLeechLapse(n - 1, n, 8));
    expect(tagged).toEqual([8, 12, 16, 20]);
    expect(Array.from({ length: 6 }, (_, i) => i + 1).filter((n) => isLeechLapse(n - 1, n, 1))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // An answer that is not a lapse never tags, whatever the count.
    expect(isLeechLapse(8, 8, 8)).toBe(false);
  });
});
