// The progress page's figures of the answers given in a period (decision 0055), summed in SQL over
// review_tallies and review_hours: per learner day by card state with the time spent, by card state
// and grade (the answer buttons, true retention young and mature apart) and by hour.
import type { ProgressDetails } from '../../../../shared/api';
import { CARD_STATES, type CardState } from '../../../../shared/review/card-states';
import { Grade } from '../../../../shared/review/grades';
import type { AppDeps } from '../../deps';
import type { AnswerFigures } from './progress-cache';

type Deps = Pick<AppDeps, 'client'>;

/** Which tallies: the learner's, from a learner day on (null: all), in one category (null: all). */
export interface TallyScope {
  userId: number;
  from: string | null;
  category: string | null;
}

export function scopeSql({ userId, from, category }: TallyScope, alias = '') {
  const clauses = [`${alias}user_id = ?`];
  const args: (string | number)[] = [userId];
  if (from !== null) clauses.push(`${alias}day >= ?`) && args.push(from);
  if (category !== null) clauses.push(`${alias}category = ?`) && args.push(category);
  return { where: clauses.join(' AND '), args };
}

const byState = <T>(make: () => T) =>
  Object.fromEntries(CARD_STATES.map((state) => [state, make()])) as Record<CardState, T>;
const isCardState = (value: unknown): value is CardState => CARD_STATES.includes(value as CardState);

/** One column per card state: a row per day (in the key's order, so no sort), not per day and state. */
const STATE_SUMS = CARD_STATES.map(
  (state, i) => `sum(iif(card_state = '${state}', answers, 0)) AS s${i}`,
).join(', ');

async function perDay(deps: Deps, scope: TallyScope): Promise<ProgressDetails['days']> {
  const { where, args } = scopeSql(scope);
  const { rows } = await deps.client.execute({
    sql: `SELECT day, ${STATE_SUMS}, sum(duration_ms) AS duration FROM review_tallies
          WHERE ${where} GROUP BY day HAVING sum(answers) > 0 ORDER BY day`,
    args,
  });
  return rows.map((row) => ({
    day: String(row.day),
    durationMs: Number(row.duration),
    answers: Object.fromEntries(CARD_STATES.map((state, i) => [state, Number(row[`s${i}`])])) as Record<
      CardState,
      number
    >,
  }));
}

/** The answers and those passed per hour of the learner's clock. */
async function perHour(deps: Deps, scope: TallyScope): Promise<ProgressDetails['hours']> {
  const { where, args } = scopeSql(scope);
  const { rows } = await deps.client.execute({
    sql: `SELECT hour, sum(answers) AS answers, sum(passed) AS passed FROM review_hours
          WHERE ${where} GROUP BY hour`,
    args,
  });
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, answers: 0, passed: 0 }));
  for (const row of rows) {
    const hour = hours[Number(row.hour)];
    if (!hour) continue;
    hour.answers += Number(row.answers);
    hour.passed += Number(row.passed);
  }
  return hours;
}

export async function answerFigures(deps: Deps, scope: TallyScope): Promise<AnswerFigures> {
  const { where, args } = scopeSql(scope);
  const { rows } = await deps.client.execute({
    sql: `SELECT card_state, grade, sum(answers) AS answers, sum(counted) AS counted
          FROM review_tallies WHERE ${where} GROUP BY card_state, grade`,
    args,
  });
  const buttons = byState((): [number, number, number, number] => [0, 0, 0, 0]);
  const retention = {
    young: { passed: 0, total: 0 },
    mature: { passed: 0, total: 0 },
    all: { passed: 0, total: 0 },
  };
  for (const row of rows) {
    const answers = Number(row.answers);
    const counted = Number(row.counted);
    const grade = Number(row.grade);
    const passed = grade > Grade.Again;
    const state = row.card_state;
    if (!isCardState(state)) continue;
    buttons[state][grade - 1] = (buttons[state][grade - 1] ?? 0) + answers;
    for (const tally of [retention.all, state === 'young' || state === 'mature' ? retention[state] : null]) {
      if (!tally) continue;
      tally.total += counted;
      if (passed) tally.passed += counted;
    }
  }
  const [days, hours] = await Promise.all([perDay(deps, scope), perHour(deps, scope)]);
  return { days, buttons, hours, retention };
}
