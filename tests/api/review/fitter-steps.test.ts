// The optimizer fits a learner with the relearning steps they study with (decision 0046): fsrs-rs
// reads a lapse's same-day answers by the number of relearning steps, and the fitter assumed one
// whatever the learner had set. On a real database; the fsrs-rs part with the real binding.
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import {
  createBindingFitter,
  type FitOptions,
  type Fitter,
} from '../../../api/src/modules/review/binding-fitter';
import { fitLearner } from '../../../api/src/modules/review/optimizer';
import type { WordHistory } from '../../../api/src/modules/review/review-history';
import {
  readStudyPreferences,
  writeStudyPreferences,
} from '../../../api/src/modules/review/study-preferences';
import { Grade } from '../../../shared/review/grades';
import { createTestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';

describe('the fitter and the learner’s relearning steps', () => {
  it('is told how many relearning steps the learner has set, one by default', async () => {
    const t = await createTestApp({}, { clock: createClock(Date.parse('2026-03-02T09:00:00Z')) });
    try {
      const told: (FitOptions | undefined)[] = [];
      const recording: Fitter = async (_histories, options) => {
        told.push(options);
        return null;
      };
      const withDefaults = claimOf((await signUp(t, 'one@example.com')).token).id;
      const withThree = claimOf((await signUp(t, 'three@example.com')).token).id;
      const stored = await readStudyPreferences(t.db, withThree);
      await writeStudyPreferences(t.db, withThree, { ...stored, relearningSteps: [10, 60, 240] });
      await fitLearner(t, recording, withDefaults, () => {});
      await fitLearner(t, recording, withThree, () => {});
      expect(told).toEqual([{ relearningSteps: 1 }, { relearningSteps: 3 }]);
    } finally {
      await t.close();
    }
  });

  it('passes the count on to fsrs-rs, which fits a lapse’s same-day answers by it', async () => {
    // Words lapsing now and then, each lapse followed by two same-day steps (a learner with two
    // relearning steps); seeded by position, so the fit is the same on every run.
    const histories: WordHistory[] = Array.from({ length: 300 }, (_, w) => {
      const history: WordHistory = [{ grade: Grade.Good, deltaDays: 0 }];
      for (let review = 1; review <= 6; review++) {
        const lapsed = (w * 7 + review * 3) % 5 === 0;
        history.push({ grade: lapsed ? Grade.Again : Grade.Good, deltaDays: review * 2 });
        if (lapsed) history.push({ grade: Grade.Good, deltaDays: 0 }, { grade: Grade.Good, deltaDays: 0 });
      }
      return history;
    });
    const fitter = createBindingFitter();
    const withOne = await fitter(histories, { relearningSteps: 1 });
    const withTwo = await fitter(histories, { relearningSteps: 2 });
    if (withOne === null || withTwo === null) throw new Error('the native fitter does not load here');
    expect(withTwo).not.toEqual(withOne);
  }, 120_000);
});
