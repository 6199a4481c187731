// The jobs table's moves on a real database file: a job is taken by one claim only, a job whose
// owner's lease ran out is taken again, a cancelled or taken-over job's commit stores nothing, a
// job that keeps killing its process is given up, and the queue's bounds hold. Time is the test
// clock: leases expire because the clock is moved, never because the machine was slow.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, rateLimits, users } from '../../../api/src/db/schema';
import {
  cancel,
  claim,
  enqueue,
  heartbeat,
  LEASE_MS,
  LeaseLost,
  markDone,
  tidy,
} from '../../../api/src/jobs/table';
import { JOB_ATTEMPTS_MAX, JOB_MESSAGES, JOBS_WAITING_MAX } from '../../../shared/jobs/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  // This app's own runner has no 'test' handler: it never claims the jobs made here.
  userId = claimOf((await signUp(t, 'jobs@example.com')).token).id;
});
afterAll(() => t.close());

const KIND = 'test';
const newJob = (id: string, user = userId) => ({
  id,
  kind: KIND,
  userId: user,
  payload: {},
  input: new Uint8Array([1]),
});
const rowOf = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const clear = () => t.db.delete(jobs);

describe('the jobs table', () => {
  it('gives a queued job to one claim only', async () => {
    await clear();
    expect(await enqueue(t.db, newJob('a'), t.clock.now())).toBe('queued');
    const [first, second] = await Promise.all([
      claim(t.db, [KIND], t.clock.now()),
      claim(t.db, [KIND], t.clock.now()),
    ]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual(['a']);
    expect(await rowOf('a')).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('takes again a job whose owner stopped renewing, once its lease has run out', async () => {
    await clear();
    await enqueue(t.db, newJob('b'), t.clock.now());
    // Another process took it and died: its owner is not this process.
    await t.db
      .update(jobs)
      .set({ status: 'running', owner: 'dead', attempts: 1, leaseExpiresAt: t.clock.now() + LEASE_MS });
    expect(await claim(t.db, [KIND], t.clock.now())).toBeNull();
    t.clock.advance(LEASE_MS + 1);
    expect(await claim(t.db, [KIND], t.clock.now())).toMatchObject({ id: 'b', attempts: 2 });
    t.clock.reset();
  });

  it('commits nothing for a job cancelled while it ran, and its owner learns it at the next heartbeat', async () => {
    await clear();
    await enqueue(t.db, newJob('c'), t.clock.now());
    await claim(t.db, [KIND], t.clock.now());
    expect(await heartbeat(t.db, 'c', { stage: 'reading', done: 1, total: 2 }, t.clock.now())).toBe(true);
    expect(await cancel(t.db, userId, KIND, 'c', t.clock.now())).toBe(true);
    expect(await heartbeat(t.db, 'c', { stage: 'reading', done: 2, total: 2 }, t.clock.now())).toBe(false);
    // An effect written in the same transaction as "done" is rolled back with it.
    const commit = t.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'effect-of-c', count: 1, windowStart: 0 });
      await markDone(tx, 'c', { ok: true }, t.clock.now());
    });
    await expect(commit).rejects.toBeInstanceOf(LeaseLost);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'effect-of-c'))).toEqual([]);
    expect(await rowOf('c')).toMatchObject({
      status: 'cancelled',
      error: JOB_MESSAGES.cancelled,
      input: null,
    });
  });

  it('marks a job done with its effects, once: a second commit of the same job is refused', async () => {
    await clear();
    await enqueue(t.db, newJob('d'), t.clock.now());
    await claim(t.db, [KIND], t.clock.now());
    await t.db.transaction((tx) => markDone(tx, 'd', { added: 3 }, t.clock.now()));
    await expect(
      t.db.transaction((tx) => markDone(tx, 'd', { added: 3 }, t.clock.now())),
    ).rejects.toBeInstanceOf(LeaseLost);
    expect(await rowOf('d')).toMatchObject({ status: 'done', result: '{"added":3}', input: null });
  });

  it('gives up a job whose process stopped on each of its attempts, with a clear message', async () => {
    await clear();
    await enqueue(t.db, newJob('e'), t.clock.now());
    await t.db.update(jobs).set({
      status: 'running',
      owner: 'dead',
      attempts: JOB_ATTEMPTS_MAX,
      leaseExpiresAt: t.clock.now() - 1,
    });
    expect(await claim(t.db, [KIND], t.clock.now())).toBeNull();
    await tidy(t.db, t.clock.now());
    expect(await rowOf('e')).toMatchObject({ status: 'failed', error: JOB_MESSAGES.gaveUp });
  });

  it('keeps one job per learner and a bound over everyone', async () => {
    await clear();
    expect(await enqueue(t.db, newJob('f1'), t.clock.now())).toBe('queued');
    expect(await enqueue(t.db, newJob('f2'), t.clock.now())).toBe('busy');
    // Other learners, written directly: signing up forty through the calls tests nothing here.
    const learner = async (email: string) =>
      (
        await t.db
          .insert(users)
          .values({ uuid: crypto.randomUUID(), email, name: 'L', passwordHash: 'x', registeredAt: 0 })
          .returning({ id: users.id })
      )[0]?.id as number;
    for (let i = 1; i < JOBS_WAITING_MAX; i += 1)
      expect(
        await enqueue(t.db, newJob(`g${i}`, await learner(`queue-${i}@example.com`)), t.clock.now()),
      ).toBe('queued');
    const last = await learner('one-too-many@example.com');
    expect(await enqueue(t.db, newJob('h', last), t.clock.now())).toBe('full');
    const [{ n }] = (await t.db.all(sql`select count(*) as n from jobs`)) as [{ n: number }];
    expect(n).toBe(JOBS_WAITING_MAX);
  });
});
