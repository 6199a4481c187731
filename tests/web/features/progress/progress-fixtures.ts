// Progress figures as the server shapes them (shared/api.ts ReviewProgress), for the page's tests.
import type { ReviewProgress } from '../../../../shared/api';
import { addDays } from '../../../../shared/review/learner-day';

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
