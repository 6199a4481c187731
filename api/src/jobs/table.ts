// The jobs table's moves, each ONE statement so that several processes on one database agree
// without a lock of their own (SQLite, and a libSQL server, run each write alone):
// - enqueue: inserted only when the learner has none of its kind waiting or running and the
//   queue over everyone is below its bound;
// - claim: a queued job, or a running one whose owner's lease ran out, becomes this process's;
// - heartbeat: the owner extends its lease and writes the progress; no row back = the job was
//   cancelled or taken over, and the owner stops;
// - markDone: inside the transaction that commits the job's effects, so the effects and "done"
//   are stored together, by the current owner only: a job run twice is counted once.
import { and, eq, getTableColumns, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { JOB_ATTEMPTS_MAX, JOB_MESSAGES, JOBS_WAITING_MAX } from '../../../shared/jobs/texts';
import type { Database } from '../db';
import { jobs } from '../db/schema';
import { INSTANCE } from './instance';

export type JobRow = typeof jobs.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The lease a running job holds; its owner renews it well before (LEASE_MS / 3). */
export const LEASE_MS = 30_000;
/** Finished jobs are kept this long for their page to read the outcome, then removed. */
export const KEEP_FINISHED_MS = 60 * 60 * 1000;

const active = inArray(jobs.status, ['queued', 'running']);

export interface NewJob {
  id: string;
  kind: string;
  userId: number;
  payload: unknown;
  input: Uint8Array;
}

/** 'busy': the learner has one waiting or running; 'full': the queue over everyone is. */
export async function enqueue(db: Database, job: NewJob, now: number): Promise<'queued' | 'busy' | 'full'> {
  const input = Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength);
  const inserted = await db.run(sql`
    INSERT INTO jobs (id, kind, user_id, payload, input, status, created_at)
    SELECT ${job.id}, ${job.kind}, ${job.userId}, ${JSON.stringify(job.payload)}, ${input}, 'queued', ${now}
    WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE user_id = ${job.userId} AND kind = ${job.kind}
                        AND status IN ('queued', 'running'))
      AND (SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')) < ${JOBS_WAITING_MAX}`);
  if (inserted.rowsAffected === 1) return 'queued';
  return (await hasActive(db, job.userId, job.kind)) ? 'busy' : 'full';
}

export async function hasActive(db: Database, userId: number, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind), active))
    .limit(1);
  return row !== undefined;
}

const claimable = (now: number) =>
  and(
    or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.leaseExpiresAt, now))),
    // A job this process runs is never taken again by it, even if its clock jumped past the lease.
    or(isNull(jobs.owner), ne(jobs.owner, INSTANCE)),
    lt(jobs.attempts, JOB_ATTEMPTS_MAX),
  );

/** The oldest job of these kinds no one holds, now this process's; null when there is none. */
export async function claim(db: Database, kinds: string[], now: number): Promise<JobRow | null> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), claimable(now)))
    .orderBy(jobs.createdAt)
    .limit(1);
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      owner: INSTANCE,
      heartbeatAt: now,
      leaseExpiresAt: now + LEASE_MS,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(inArray(jobs.id, next), claimable(now)))
    .returning();
  return row ?? null;
}

export interface JobProgress {
  stage: string;
  done: number;
  total: number;
}

/** Renews the lease and stores the progress; false when this process no longer owns the job. */
export async function heartbeat(db: Database, id: string, progress: JobProgress, now: number) {
  const rows = await db
    .update(jobs)
    .set({ ...progress, heartbeatAt: now, leaseExpiresAt: now + LEASE_MS })
    .where(and(eq(jobs.id, id), eq(jobs.owner, INSTANCE), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Thrown inside a job's commit when another process (or a cancel) has the job now: rolls it back. */
export class LeaseLost extends Error {}

/** Marks the job done inside the transaction of its effects; throws LeaseLost when not ours. */
export async function markDone(tx: Tx, id: string, result: unknown, now: number): Promise<void> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'done', stage: 'done', result: JSON.stringify(result), input: null, finishedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.owner, INSTANCE), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  if (rows.length !== 1) throw new LeaseLost(`job ${id} is no longer ours`);
}

/** Ends this process's job with the learner's message; false when it was not ours any more. */
export async function markFailed(db: Database, id: string, message: string, now: number) {
  const rows = await db
    .update(jobs)
    .set({ status: 'failed', error: message, input: null, finishedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.owner, INSTANCE), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** The learner's cancel: a waiting or running job ends; its owner sees it at its next heartbeat. */
export async function cancel(db: Database, userId: number, kind: string, id: string, now: number) {
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled', error: JOB_MESSAGES.cancelled, input: null, finishedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.kind, kind), active))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** A graceful stop hands the job back at once, rather than after its lease runs out. */
export async function release(db: Database, id: string) {
  await db
    .update(jobs)
    .set({ status: 'queued', owner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.owner, INSTANCE), eq(jobs.status, 'running')));
}

/**
 * Jobs whose lease ran out after their last allowed attempt are given up with a clear message
 * (a file that kills every process reading it must not go round for ever); finished jobs past
 * their keeping time are removed.
 */
export async function tidy(db: Database, now: number) {
  await db
    .update(jobs)
    .set({ status: 'failed', error: JOB_MESSAGES.gaveUp, input: null, finishedAt: now })
    .where(
      and(
        eq(jobs.status, 'running'),
        lt(jobs.leaseExpiresAt, now),
        sql`${jobs.attempts} >= ${JOB_ATTEMPTS_MAX}`,
      ),
    );
  await db.delete(jobs).where(lt(jobs.finishedAt, now - KEEP_FINISHED_MS));
}

/** The learner's job of this kind; another learner's reads as absent. */
export async function findJob(db: Database, userId: number, kind: string, id: string) {
  // Polled a few times a second: everything but the uploaded bytes.
  const { input: _bytes, ...columns } = getTableColumns(jobs);
  const [row] = await db
    .select(columns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .limit(1);
  return row;
}
