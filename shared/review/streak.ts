// Days studied in a row: today counts once something is answered today; until then the streak
// that ended yesterday still stands (the learner has the rest of the day to keep it).
import { addDays } from './learner-day';

export function currentStreak(daysStudied: ReadonlySet<string>, today: string): number {
  let day = daysStudied.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (daysStudied.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
