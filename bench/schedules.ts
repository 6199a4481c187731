// Our scheduler on learners whose memory is not FSRS's (docs/decisions/0048-schedules-on-other-
// memories.md; bench/lib/memory-models.ts): for each memory model and each of SEEDS, a year of 600
// words (5 new a day for 120 days) on ours with the product's optimizer, on SM-2 and on fixed
// steps. Judged on the mean over the seeds (each seed shown, so none is picked): true retention
// after the first fit within ±0.02 of the desired 0.90, and words known on an average day at
// equal reviews: at least SM-2's + 4 % and at least fixed steps'. Ours is run at four desired
// retentions, then again at the desired retention that spends each baseline's reviews (secant
// rule, until a run is within EQUAL_WITHIN of them, at most SEARCH_RUNS tries), and its figure
// read between the two runs closest around the baseline's count. `BENCH_ONLY=schedules`.
import type { BaselineName } from './lib/baseline-schedulers';
import { MODEL_NAMES, type ModelName } from './lib/memory-models';
import { retentionAfterFit, studyYear, type YearOutcome, type YearPlan } from './lib/study-year';
import type { Row } from './lib/table';

const PLAN = { newPerDay: 5, daysOfNewWords: 120, days: 365 } as const;
/** `SCHEDULES_SEEDS=8` runs one seed (to split the section over processes, or repeat a seed). */
const SEEDS = process.env.SCHEDULES_SEEDS?.split(',').map(Number) ?? [7, 8, 9];
const DESIRED = 0.9;
const RETENTIONS = [0.75, 0.85, DESIRED, 0.95];
const BASELINES: readonly BaselineName[] = ['sm-2', 'fixed-steps'];
const BEAT: Record<BaselineName, number> = { 'sm-2': 1.04, 'fixed-steps': 1 };

/** Ours' review count within this share of a baseline's counts as equal reviews. */
const EQUAL_WITHIN = 0.02;
// Each run is a year with its own fits, so reviews are not quite monotone in the retention: a
// few tries find a run within EQUAL_WITHIN, more mostly wander.
const SEARCH_RUNS = 2;
const LOWEST = 0.5;
const HIGHEST = 0.99;

type Point = { reviews: number; known: number };
type Run = Point & { retention: number };

/**
 * The runs no other run beats with fewer reviews and more words known, by reviews. On a memory
 * where lapses cascade (the exponential one) a low desired retention costs MORE reviews than
 * 0.90 for far fewer words known: ours would never be run there to spend a baseline's reviews.
 */
export function frontier<P extends Point>(points: P[]): P[] {
  const sorted = [...points].sort((a, b) => a.reviews - b.reviews || b.known - a.known);
  const kept: P[] = [];
  for (const p of sorted) if (kept.length === 0 || p.known > (kept[kept.length - 1] as P).known) kept.push(p);
  return kept;
}

/**
 * Ours' words known at `reviews`, between the two runs around it; below ours' runs, the nearest
 * two extended. Above them (a baseline spending more reviews than ours does even at its highest
 * desired retention) ours' run with the most reviews is read as it is, at fewer reviews
 * (`oursReviews`): a line extended past runs whose figures flatten says nothing.
 */
export function knownAtReviews(
  points: Point[],
  reviews: number,
): { known: number; inside: boolean; oursReviews?: number } {
  const sorted = frontier(points);
  const most = sorted[sorted.length - 1] as Point;
  if (reviews > most.reviews) return { known: most.known, inside: false, oursReviews: most.reviews };
  let i = sorted.findIndex((p) => p.reviews >= reviews);
  const inside = i > 0;
  if (i === 0) i = 1;
  const lo = sorted[i - 1] as Point;
  const hi = sorted[i] as Point;
  const known =
    hi.reviews === lo.reviews
      ? hi.known
      : lo.known + ((hi.known - lo.known) * (reviews - lo.reviews)) / (hi.reviews - lo.reviews);
  return { known, inside };
}

/**
 * Runs ours at desired retentions chosen by the secant rule between the two runs closest to
 * `reviews` until one spends within EQUAL_WITHIN of them: the comparison is then at equal
 * reviews, not read off a straight line between runs far apart.
 */
async function searchEqualReviews(runs: Run[], reviews: number, runAt: (retention: number) => Promise<void>) {
  for (let tries = 0; tries < SEARCH_RUNS; tries++) {
    const closest = frontier(runs).sort(
      (a, b) => Math.abs(a.reviews - reviews) - Math.abs(b.reviews - reviews),
    );
    if (closest.length < 2) return;
    const [a, b] = closest as [Run, Run];
    if (Math.abs(a.reviews - reviews) <= EQUAL_WITHIN * reviews) return;
    const slope = (b.retention - a.retention) / (b.reviews - a.reviews || 1);
    const next = Math.min(HIGHEST, Math.max(LOWEST, a.retention + slope * (reviews - a.reviews)));
    if (runs.some((r) => Math.abs(r.retention - next) < 1e-4)) return; // at a bound: no nearer run
    await runAt(next);
  }
}

interface SeedResult {
  seed: number;
  retention: number;
  fittedOnDay: number | null;
  secondHalf: number;
  against: Record<
    BaselineName,
    { ratio: number; reviews: number; inside: boolean; oursReviews?: number; known: number; theirs: number }
  >;
  /** Every run of ours: desired retention, reviews, words known (to check the figures by). */
  runs: Run[];
}

async function seedResult(model: ModelName, seed: number): Promise<SeedResult> {
  const run = (plan: Partial<YearPlan> & Pick<YearPlan, 'scheduler'>) =>
    studyYear({ ...PLAN, seed, model, ...plan });
  const ours = new Map<number, YearOutcome>();
  for (const desiredRetention of RETENTIONS)
    ours.set(desiredRetention, await run({ scheduler: 'ours', desiredRetention }));
  const atDesired = ours.get(DESIRED) as YearOutcome;
  const fittedOnDay = atDesired.afterFit.fittedOnDay;
  const runs: Run[] = [...ours].map(([retention, o]) => ({
    retention,
    reviews: o.reviews,
    known: o.knownOnAverageDay,
  }));
  const oursAt = async (desiredRetention: number) => {
    const o = await run({ scheduler: 'ours', desiredRetention });
    runs.push({ retention: desiredRetention, reviews: o.reviews, known: o.knownOnAverageDay });
  };
  const against = {} as SeedResult['against'];
  for (const baseline of BASELINES) {
    const theirs = await run({ scheduler: baseline });
    await searchEqualReviews(runs, theirs.reviews, oursAt);
    const { known, inside, oursReviews } = knownAtReviews(runs, theirs.reviews);
    const ratio = known / theirs.knownOnAverageDay;
    against[baseline] = {
      ratio,
      reviews: theirs.reviews,
      inside,
      oursReviews,
      known,
      theirs: theirs.knownOnAverageDay,
    };
  }
  return {
    seed,
    // Without a kept fit the defaults served all year: the year's retention is the one judged.
    retention:
      fittedOnDay === null ? atDesired.dayRecalled / atDesired.dayReviews : retentionAfterFit(atDesired),
    fittedOnDay,
    runs,
    secondHalf: atDesired.secondHalf.recalled / atDesired.secondHalf.reviews,
    against,
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const bySeed = (results: SeedResult[], show: (r: SeedResult) => string) =>
  results.map((r) => `seed ${r.seed}: ${show(r)}`).join('; ');

function modelRows(model: ModelName, results: SeedResult[]): Row[] {
  const retention = mean(results.map((r) => r.retention));
  const rows: Row[] = [
    {
      figure: `Schedules on other memories: ${model}, true retention after the first fit (desired ${DESIRED}), mean of ${SEEDS.length} seeds`,
      budget: `${DESIRED - 0.02}–${DESIRED + 0.02}`,
      value: `${retention.toFixed(3)} (${bySeed(
        results,
        (r) =>
          `${r.retention.toFixed(3)}, ${r.fittedOnDay === null ? 'no fit kept' : `fit kept on day ${r.fittedOnDay}`}, second half ${r.secondHalf.toFixed(3)}`,
      )})`,
      pass: Math.abs(retention - DESIRED) <= 0.02,
    },
  ];
  for (const baseline of BASELINES) {
    const ratio = mean(results.map((r) => r.against[baseline].ratio));
    rows.push({
      figure: `Schedules on other memories: ${model}, words known on an average day at ${baseline}'s reviews, mean of ${SEEDS.length} seeds`,
      budget: `≥ ${BEAT[baseline].toFixed(2)} × ${baseline}`,
      value: bySeed(results, (r) => {
        const a = r.against[baseline];
        const where =
          a.oursReviews !== undefined
            ? ` (ours at most ${a.oursReviews})`
            : a.inside
              ? ''
              : ' (below ours’ runs, extended)';
        return `${a.ratio.toFixed(3)} × at ${a.reviews} reviews${where}`;
      }),
      ratio: `${ratio.toFixed(3)} ×`,
      pass: ratio >= BEAT[baseline],
    });
  }
  return rows;
}

export async function benchSchedules(): Promise<Row[]> {
  const results = new Map<ModelName, SeedResult[]>(MODEL_NAMES.map((model) => [model, []]));
  // Seed by seed over every memory, each printed as it ends: on a loaded machine the section
  // takes long, and a seed's figures are worth seeing before the last one.
  for (const seed of SEEDS)
    for (const model of MODEL_NAMES) {
      const result = await seedResult(model, seed);
      results.get(model)?.push(result);
      console.log(`schedules: ${model}, ${JSON.stringify(result)}`);
    }
  return MODEL_NAMES.flatMap((model) => modelRows(model, results.get(model) ?? []));
}
