// Exports as jobs (docs/decisions/0041-export-jobs.md): the file is written in a worker thread and
// downloaded once done, byte for byte what the direct route streams; another learner's job reads as
// absent; a cancelled job, or one that throws, leaves no file and a clear status; the bounds per
// learner and over everyone hold.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../api/src/db/schema';
import { EXPORT_JOB_MESSAGES } from '../../../shared/export/job-texts';
import { JOB_MESSAGES, JOBS_WAITING_MAX } from '../../../shared/jobs/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { exportFiles, finishedExport, startExport } from './export-job-helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'export-jobs@example.com')).token;
  otherToken = (await signUp(t, 'export-jobs-other@example.com')).token;
  for (const word of ['uno', 'dos', 'tres']) await addWord(t, token, { word, category: 'Numbers' });
  await addWord(t, otherToken, { word: 'secreto' });
});
afterAll(() => t.close());

describe('an export job', () => {
  it('writes the CSV the direct route streams, with its counts, and downloads it once done', async () => {
    const started = await startExport(t, token, { format: 'csv' });
    expect(started).toMatchObject({ format: 'csv', state: 'waiting', stage: 'waiting' });
    const done = await finishedExport(t, token, started.id);
    expect(done).toMatchObject({ state: 'done', done: 3, total: 3 });
    expect(done.fileName).toMatch(/^wordhoard-words-[\d-]+\.csv$/);
    const file = await t.request('GET', `/api/export/jobs/${started.id}/file`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${done.fileName}"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(done.bytes);
    const direct = new Uint8Array(await (await t.request('GET', '/api/export/csv', { token })).arrayBuffer());
    expect(bytes).toEqual(direct);
  });

  it('exports only the words named, and a backup and an .apkg as whole zips', async () => {
    const [first] = await listWords(t, token);
    const shown = await finishedExport(
      t,
      token,
      (await startExport(t, token, { format: 'anki', uuids: [first?.uuid ?? ''] })).id,
    );
    expect(shown).toMatchObject({ state: 'done', done: 1, total: 1 });

    for (const [format, entry] of [
      ['backup', 'manifest.json'],
      ['apkg', 'collection.anki2'],
    ] as const) {
      const job = await finishedExport(t, token, (await startExport(t, token, { format })).id);
      expect(job.state).toBe('done');
      const file = await t.request('GET', `/api/export/jobs/${job.id}/file`, { token });
      expect(Object.keys(unzipSync(new Uint8Array(await file.arrayBuffer())))).toContain(entry);
    }
    expect(exportFiles(t).every((name) => !name.endsWith('.part'))).toBe(true);
  });

  it("is another learner's to read, cancel or download: anyone else finds nothing", async () => {
    const mine = await finishedExport(t, token, (await startExport(t, token, { format: 'csv' })).id);
    for (const [method, path] of [
      ['GET', `/api/export/jobs/${mine.id}`],
      ['DELETE', `/api/export/jobs/${mine.id}`],
      ['GET', `/api/export/jobs/${mine.id}/file`],
    ] as const) {
      const res = await t.request(method, path, { token: otherToken });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: EXPORT_JOB_MESSAGES.notFound });
    }
    const late = await t.request('DELETE', `/api/export/jobs/${mine.id}`, { token });
    expect(late.status).toBe(409);
  });

  it('cancelled, ends with its message and leaves no file', async () => {
    const started = await startExport(t, token, { format: 'backup' });
    const res = await t.request('DELETE', `/api/export/jobs/${started.id}`, { token });
    expect(res.status).toBe(200);
    const job = await finishedExport(t, token, started.id);
    expect(job).toMatchObject({ state: 'cancelled', message: EXPORT_JOB_MESSAGES.cancelled });
    expect(exportFiles(t).filter((name) => name.startsWith(started.id))).toEqual([]);
    const file = await t.request('GET', `/api/export/jobs/${started.id}/file`, { token });
    expect(file.status).toBe(409);
  });

  it('that throws in its worker fails with a clear message, no file, and the server serving', async () => {
    const now = t.clock.now();
    await t.db.insert(jobs).values({
      id: 'throws',
      kind: 'export',
      userId: claimOf(token).id,
      payload: JSON.stringify({ format: 'pdf' }),
      status: 'queued',
      createdAt: now,
    });
    await t.jobs.kick();
    await t.jobs.idle();
    expect(await finishedExport(t, token, 'throws')).toMatchObject({
      state: 'failed',
      message: EXPORT_JOB_MESSAGES.workerDied,
    });
    expect(exportFiles(t).filter((name) => name.startsWith('throws'))).toEqual([]);
    expect((await t.request('GET', '/api/health')).status).toBe(200);
    expect(await finishedExport(t, token, (await startExport(t, token, { format: 'csv' })).id)).toMatchObject(
      {
        state: 'done',
      },
    );
  });

  it('is one at a time per learner (409), and refused with 503 when the queue over everyone is full', async () => {
    const userId = claimOf(token).id;
    const now = t.clock.now();
    await t.db.insert(jobs).values({
      id: 'held-elsewhere',
      kind: 'export',
      userId,
      payload: JSON.stringify({ format: 'csv' }),
      status: 'running',
      owner: 'another-process',
      leaseExpiresAt: now + 60_000,
      createdAt: now,
    });
    const busy = await t.request('POST', '/api/export/jobs', { token, body: { format: 'csv' } });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ message: EXPORT_JOB_MESSAGES.busy });

    const otherId = claimOf(otherToken).id;
    const fillers = Array.from({ length: JOBS_WAITING_MAX }, (_, i) => ({
      id: `filler-${i}`,
      kind: `filler-${i}`,
      userId: otherId,
      payload: '{}',
      status: 'queued',
      createdAt: now,
    }));
    await t.db.insert(jobs).values(fillers);
    const full = await t.request('POST', '/api/export/jobs', { token: otherToken, body: { format: 'csv' } });
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ message: JOB_MESSAGES.serverBusy });
    await t.db.delete(jobs).where(like(jobs.id, 'filler-%'));
    await t.db.delete(jobs).where(eq(jobs.id, 'held-elsewhere'));
  });

  it("removes, when an export starts, the files of jobs tidied away and a killed process's pieces", async () => {
    mkdirSync(join(t.dataDir, 'exports'), { recursive: true });
    writeFileSync(join(t.dataDir, 'exports', 'tidied-away'), 'old export');
    writeFileSync(join(t.dataDir, 'exports', 'ended-long-ago.part'), 'half');
    const kept = exportFiles(t).filter((name) => !name.includes('tidied') && !name.includes('ago'));
    const started = await startExport(t, otherToken, { format: 'csv' });
    expect(exportFiles(t).sort()).toEqual(kept.sort());
    await finishedExport(t, otherToken, started.id);
  });

  it('refuses a backup of named words and an unknown format, starting nothing', async () => {
    const before = readdirSync(join(t.dataDir)).length;
    for (const body of [{ format: 'backup', uuids: ['x'] }, { format: 'pdf' }]) {
      const res = await t.request('POST', '/api/export/jobs', { token: otherToken, body });
      expect(res.status).toBe(422);
    }
    expect(readdirSync(join(t.dataDir)).length).toBe(before);
  });
});

describe("a learner's exports", () => {
  it('go with the account: its finished file is removed when the account is deleted', async () => {
    const leaving = await signUp(t, 'leaving-exporter@example.com');
    await addWord(t, leaving.token, { word: 'adiós' });
    const job = await finishedExport(
      t,
      leaving.token,
      (await startExport(t, leaving.token, { format: 'csv' })).id,
    );
    expect(exportFiles(t)).toContain(job.id);
    const res = await t.request('DELETE', '/api/users', {
      token: leaving.token,
      body: { password: leaving.password },
    });
    expect(res.status).toBe(200);
    expect(exportFiles(t).filter((name) => name.startsWith(job.id))).toEqual([]);
  });
});
