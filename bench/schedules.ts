// Our scheduler on learners whose memory is not FSRS's (docs/decisions/0048-schedules-on-other-
// memories.md; bench/lib/memory-models.ts): for each memory model, a year of 600 words (5 new a
// day for 120 days) on ours with the product's optimizer, on SM-2 and on fixed steps. Judged:
// true retention after the first fit within ±0.02 of the desired 0.90, and words known on an
// average day at equal reviews: at least SM-2's + 4 % and at least fixed steps'. Ours is run at
// four desired retentions and its figure read at each baseline's review count (linear between
// the two runs around it). `BENCH_ONLY=schedules`; about six minutes.
import type { BaselineName } from './lib/baseline-schedulers';
import { MODEL_NAMES, type ModelName } from './lib/memory-models';
import { retentionAfterFit, studyYear, type YearOutcome, type YearPlan } from './lib/study-year';
import type { Row } from './lib/table';

const PLAN = { seed: 7, newPerDay: 5, daysOfNewWords: 120, days: 365 } as const;
const DESIRED = 0.9;
const RETENTIONS = [0.75, 0.85, DESIRED, 0.95];
const BEAT: Record<BaselineName, number> = { 'sm-2': 1.04, 'fixed-steps': 1 };

type Point = { reviews: number; known: number };

/** Ours' words known at `reviews`, between the two runs around it (or the nearest two). */
export function knownAtReviews(points: Point[], reviews: number): { known: number; inside: boolean } {
  const sorted = [...points].sort((a, b) => a.reviews - b.reviews);
  let i = sorted.findIndex((p) => p.reviews >= reviews);
  const inside = i > 0;
  if (i <= 0) i = i === 0 ? 1 : sorted.length - 1;
  const lo = sorted[i - 1] as Point;
  const hi = sorted[i] as Point;
  const known = lo.known + ((hi.known - lo.known) * (reviews - lo.reviews)) / (hi.reviews - lo.reviews);
  return { known, inside };
}

async function modelRows(model: ModelName): Promise<Row[]> {
  const run = (plan: Partial<YearPlan> & Pick<YearPlan, 'scheduler'>) =>
    studyYear({ ...PLAN, model, ...plan });
  const ours = new Map<number, YearOutcome>();
  for (const desiredRetention of RETENTIONS)
    ours.set(desiredRetention, await run({ scheduler: 'ours', desiredRetention }));
  const atDesired = ours.get(DESIRED) as YearOutcome;
  const retention = retentionAfterFit(atDesired);
  const secondHalf = atDesired.secondHalf.recalled / atDesired.secondHalf.reviews;
  const fitted = atDesired.afterFit.fittedOnDay;
  const rows: Row[] = [
    {
      figure: `Schedules on other memories: ${model}, true retention after the first fit (desired ${DESIRED})`,
      budget: `${DESIRED - 0.02}–${DESIRED + 0.02}`,
      value:
        fitted === null
          ? `no fit kept; over the year ${(atDesired.dayRecalled / atDesired.dayReviews).toFixed(3)}`
          : `${retention.toFixed(3)} (fit kept on day ${fitted}; second half of the year ${secondHalf.toFixed(3)})`,
      pass:
        fitted === null
          ? Math.abs(atDesired.dayRecalled / atDesired.dayReviews - DESIRED) <= 0.02
          : Math.abs(retention - DESIRED) <= 0.02,
    },
  ];
  const points = [...ours.values()].map((o) => ({ reviews: o.reviews, known: o.knownOnAverageDay }));
  for (const baseline of ['sm-2', 'fixed-steps'] as const) {
    const theirs = await run({ scheduler: baseline });
    const { known, inside } = knownAtReviews(points, theirs.reviews);
    const ratio = known / theirs.knownOnAverageDay;
    rows.push({
      figure: `Schedules on other memories: ${model}, words known on an average day at ${baseline}'s reviews`,
      budget: `≥ ${BEAT[baseline].toFixed(2)} × ${baseline}`,
      value: `${known.toFixed(1)} against ${theirs.knownOnAverageDay.toFixed(1)} (${theirs.reviews} reviews${inside ? '' : ', outside ours’ runs'})`,
      ratio: `${ratio.toFixed(3)} ×`,
      pass: ratio >= BEAT[baseline],
    });
  }
  return rows;
}

export async function benchSchedules(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const model of MODEL_NAMES) rows.push(...(await modelRows(model)));
  return rows;
}
