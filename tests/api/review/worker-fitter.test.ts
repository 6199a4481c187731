// The optimizer's fit in a worker thread: the same parameters as the fit run in place, and a
// fit stopped at its time limit is a failed fit that leaves the current parameters (nothing stored
// but the check), the server's pool still answering.
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../../api/src/jobs/worker-pool';
import { createBindingFitter } from '../../../api/src/modules/review/binding-fitter';
import type { WordHistory } from '../../../api/src/modules/review/review-history';
import { createWorkerFitter } from '../../../api/src/modules/review/worker-fitter';
import { JOB_MESSAGES } from '../../../shared/jobs/texts';

const pool = createWorkerPool({ threads: 1 });
const stopped = createWorkerPool({ threads: 1, taskMaxMs: 0 });
afterAll(async () => {
  await pool.close();
  await stopped.close();
});

/** 300 words of answers: mostly remembered, longer gaps after each success, some lapses. */
function histories(): WordHistory[] {
  const all: WordHistory[] = [];
  for (let word = 0; word < 300; word++) {
    const history: WordHistory = [{ grade: 3, deltaDays: 0 }];
    let gap = 1;
    for (let answer = 0; answer < 6; answer++) {
      const lapse = (word * 7 + answer * 13) % 9 === 0;
      history.push({ grade: lapse ? 1 : 3, deltaDays: gap });
      gap = lapse ? 1 : gap * 2 + (word % 3);
    }
    all.push(history);
  }
  return all;
}

describe('the fit in a worker thread', () => {
  it('gives the parameters the fit in place gives', async () => {
    const inPlace = await createBindingFitter()(histories());
    const inWorker = await createWorkerFitter(pool)(histories());
    expect(inWorker).toEqual(inPlace);
    if (inPlace !== null) expect(inPlace).toHaveLength(21);
  });

  it('stopped at its time limit, fails with its message and the pool answers on', async () => {
    // A 0 ms limit fires before the thread can start: stopped whatever the machine's speed.
    await expect(createWorkerFitter(stopped)(histories())).rejects.toMatchObject({
      message: JOB_MESSAGES.tooSlow,
    });
    expect(await createWorkerFitter(pool)([[{ grade: 3, deltaDays: 0 }]])).not.toBe(undefined);
  });
});
