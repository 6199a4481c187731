// Imports as jobs of the jobs table: one left behind by a process that died is finished by this
// one, its words stored once however often it is kicked; a cancelled import stores nothing. The
// other process is played by rows written with its owner id; its lease runs out because the test
// clock is moved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../api/src/db/schema';
import { LEASE_MS } from '../../../api/src/jobs/table';
import { withUserMedia } from '../../../api/src/modules/words/media';
import type { ImportOptions } from '../../../shared/api';
import { JOB_MESSAGES } from '../../../shared/jobs/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startImport, untilSpoken, waitForJob } from '../import/helpers';
import { claimOf, signUp } from '../users/helpers';
import { listWords } from '../words/helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ TTS_PROVIDER: 'espeak' });
  token = (await signUp(t, 'import-jobs@example.com')).token;
});
afterAll(() => t.close());

const options: ImportOptions = {
  format: 'csv',
  onExisting: 'skip',
  table: { header: false, mapping: { word: 0 } },
};

describe('an import job', () => {
  it('whose process died is finished by another, its words stored once', async () => {
    const userId = claimOf(token).id;
    const now = t.clock.now();
    await t.db.insert(jobs).values({
      id: 'left-behind',
      kind: 'import',
      userId,
      payload: JSON.stringify(options),
      input: Buffer.from('alpha\nbeta\ngamma\n'),
      status: 'running',
      owner: 'a-process-that-was-killed',
      attempts: 1,
      heartbeatAt: now,
      leaseExpiresAt: now + LEASE_MS,
      createdAt: now,
    });
    // While its lease holds, its owner may still be working: no one else takes it.
    await t.jobs.kick();
    await t.jobs.idle();
    expect(await listWords(t, token)).toEqual([]);

    t.clock.advance(LEASE_MS + 1);
    for (let round = 0; round < 3; round += 1) {
      await t.jobs.kick();
      await t.jobs.idle();
    }
    const job = await waitForJob(t, token, 'left-behind');
    expect(job).toMatchObject({ state: 'done', report: { added: 3, updated: 0 } });
    expect((await listWords(t, token)).map((w) => w.word).sort()).toEqual(['alpha', 'beta', 'gamma']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, 'left-behind'));
    expect(row).toMatchObject({ status: 'done', attempts: 2, input: null });
    t.clock.reset();
    // Their audio is spoken after the commit, in the learner's media queue the next test holds.
    await untilSpoken(() => listWords(t, token));
  });

  it('cancelled while it waits stores nothing, and says so', async () => {
    const before = await listWords(t, token);
    // The import waits in the learner's media queue, held here, so it is surely still running.
    let release = () => {};
    const held = withUserMedia(
      claimOf(token).id,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const started = await startImport(t, token, 'delta\nepsilon\n', 'c.csv', options);
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const cancelled = await t.request('DELETE', `/api/import/${id}`, { token });
    expect(await cancelled.json()).toMatchObject({ state: 'failed', message: JOB_MESSAGES.cancelled });
    release();
    await held;
    await t.jobs.idle();
    expect(await listWords(t, token)).toEqual(before);
    expect(await waitForJob(t, token, id)).toMatchObject({
      state: 'failed',
      message: JOB_MESSAGES.cancelled,
    });
    const again = await t.request('DELETE', `/api/import/${id}`, { token });
    expect({ status: again.status, message: (await again.json()).message }).toEqual({
      status: 409,
      message: JOB_MESSAGES.notCancellable,
    });
  });
});
