// Progress figures as the server shapes them (shared/api.ts ReviewProgress), for the page's tests.
import type { ProgressDetails, ReviewProgress } from '../../../../shared/api';
import { addDays } from '../../../../shared/review/learner-day';
import { DAY_BUCKET_LABELS, DIFFICULTY_BUCKET_LABELS } from '../../../../shared/review/progress-buckets';

export const TODAY = '2026-11-20';

/** A learner who has answered nothing yet: 30 empty days each way. */
export function emptyProgress(): ReviewProgress {
  return {
    today: TODAY,
    perDay: Array.from({ length: 30 }, (_, i) => ({ day: addDays(TODAY, i - 29), reviews: 0, newWords: 0 })),
    trueRetention: { last30Days: { passed: 0, total: 0 }, allTime: { passed: 0, total: 0 } },
    forecast: Array.from({ length: 30 }, (_, i) => ({ day: addDays(TODAY, i), due: 0 })),
    heatmap: [],
    streak: 0,
    daysStudied: 0,
    details: emptyDetails(),
  };
}

const byState = <T>(make: () => T) => ({
  learning: make(),
  young: make(),
  mature: make(),
  relearning: make(),
});
const buckets = (labels: readonly string[]) => labels.map((label) => ({ label, words: 0 }));

/** The period figures of a learner with no words and no answers, over the default month. */
export function emptyDetails(): ProgressDetails {
  return {
    period: 'month',
    category: null,
    from: addDays(TODAY, -29),
    categories: [],
    days: [],
    added: [],
    cardCounts: { new: 0, ...byState(() => 0) },
    intervals: buckets(DAY_BUCKET_LABELS),
    stability: buckets(DAY_BUCKET_LABELS),
    difficulty: buckets(DIFFICULTY_BUCKET_LABELS),
    buttons: byState((): [number, number, number, number] => [0, 0, 0, 0]),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, answers: 0, passed: 0 })),
    retention: {
      young: { passed: 0, total: 0 },
      mature: { passed: 0, total: 0 },
      all: { passed: 0, total: 0 },
    },
  };
}

/** Three days studied (the last two in a row), 7 of 8 mature reviews passed, 4 words due tomorrow. */
export function someProgress(): ReviewProgress {
  const progress = emptyProgress();
  const answered = { [addDays(TODAY, -5)]: [6, 6], [addDays(TODAY, -1)]: [4, 1], [TODAY]: [9, 2] };
  progress.perDay = progress.perDay.map((day) => {
    const [reviews = 0, newWords = 0] = answered[day.day] ?? [];
    return { ...day, reviews, newWords };
  });
  progress.heatmap = Object.entries(answered).map(([day, [reviews = 0]]) => ({ day, reviews }));
  progress.forecast = progress.forecast.map((day, i) => ({ ...day, due: [3, 4, 0, 2][i] ?? 0 }));
  progress.trueRetention.last30Days = { passed: 7, total: 8 };
  progress.trueRetention.allTime = { passed: 7, total: 8 };
  progress.streak = 2;
  progress.daysStudied = 3;
  return progress;
}
