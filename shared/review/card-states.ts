// A word's card state as Anki names it on its statistics page: learning (new, or in its first
// steps), young (in review with an interval under 21 days), mature (21 days or more) and
// relearning (in its steps after a lapse). The one place the 21-day line is drawn.

/** Anki's line between a young and a mature card, in days of interval. */
export const MATURE_INTERVAL_DAYS = 21;

export const CARD_STATES = ['learning', 'young', 'mature', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** ts-fsrs's state numbers (0 new, 1 learning, 2 review, 3 relearning), as word_schedules keeps them. */
const FSRS_REVIEW = 2;
const FSRS_RELEARNING = 3;

/** The card state of a word whose FSRS state and interval are known; null (new) is learning. */
export function cardStateOf(schedule: { state: number; scheduledDays: number } | null): CardState {
  if (!schedule || schedule.state < FSRS_REVIEW) return 'learning';
  if (schedule.state === FSRS_RELEARNING) return 'relearning';
  return schedule.scheduledDays < MATURE_INTERVAL_DAYS ? 'young' : 'mature';
}

/** An imported answer has no stored state: a first answer is learning, a later one young or
 *  mature by the days since the word's previous answer (the interval it was in effect given). */
export const importedCardState = (elapsedDays: number | null): CardState =>
  elapsedDays === null ? 'learning' : elapsedDays < MATURE_INTERVAL_DAYS ? 'young' : 'mature';

/** The same rule in SQL over word_schedules, for counting every word's state in one query. */
export const CARD_STATE_SQL = `CASE WHEN state = ${FSRS_RELEARNING} THEN 'relearning'
  WHEN state < ${FSRS_REVIEW} THEN 'learning'
  WHEN scheduled_days < ${MATURE_INTERVAL_DAYS} THEN 'young' ELSE 'mature' END`;
