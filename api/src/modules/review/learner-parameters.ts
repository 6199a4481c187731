// The learner's own FSRS parameters, when the optimizer has kept some; null means the defaults.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { fsrsParameters } from '../../db/schema';

type Db = Database;
export type ParametersRow = typeof fsrsParameters.$inferSelect;

/** The 21 FSRS-6 weights, all finite: anything else is not kept. */
export const isWeights = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length === 21 &&
  value.every((v) => typeof v === 'number' && Number.isFinite(v));

export async function readParametersRow(db: Db, userId: number): Promise<ParametersRow | undefined> {
  const [row] = await db.select().from(fsrsParameters).where(eq(fsrsParameters.userId, userId)).limit(1);
  return row;
}

export const weightsOf = (row: ParametersRow | undefined): number[] | null => {
  if (!row?.weights) return null;
  const parsed: unknown = JSON.parse(row.weights);
  return isWeights(parsed) ? parsed : null;
};

/** What the scheduler weighs an answer with: the learner's weights and their retention offset. */
export interface LearnerFit {
  weights: number[] | null;
  retentionOffset: number;
}

export async function readLearnerFit(db: Db, userId: number): Promise<LearnerFit> {
  const row = await readParametersRow(db, userId);
  return { weights: weightsOf(row), retentionOffset: row?.retentionOffset ?? 0 };
}

export async function readLearnerWeights(db: Db, userId: number): Promise<number[] | null> {
  const [row] = await db
    .select({ weights: fsrsParameters.weights })
    .from(fsrsParameters)
    .where(eq(fsrsParameters.userId, userId))
    .limit(1);
  return weightsOf(row as ParametersRow | undefined);
}
