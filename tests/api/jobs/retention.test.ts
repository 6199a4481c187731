import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRetention } from '../../../api/src/jobs/retention';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { activate, currentClaim, logIn, startSubscription } from '../payments/helpers';
import { claimOf, DAY, MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ MANAGER_EMAILS: 'boss@example.com' });
});
afterEach(() => t.close());

const countWords = async (email: string) => {
  const rows = await t.client.execute({
    sql: 'SELECT count(*) AS n FROM words JOIN users ON users.id = words.user_id WHERE users.email = ?',
    args: [email],
  });
  return Number(rows.rows[0]?.n);
};
const countMediaFiles = async (email: string) => {
  const rows = await t.client.execute({
    sql: 'SELECT count(*) AS n FROM media JOIN users ON users.id = media.user_id WHERE users.email = ?',
    args: [email],
  });
  return Number(rows.rows[0]?.n);
};

/** The media files a learner has on disk (MEDIA_STORE=fs keeps them under their user id). */
const filesOnDisk = (token: string) => {
  const folder = join(t.config.mediaDir, String(claimOf(token).id));
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

/** A trial learner with a word (and its audio), subscribed in test mode: billed from trial day 30. */
async function subscriber(email: string) {
  const learner = await signUp(t, email);
  await addWord(t, learner.token, { word: 'paid' });
  expect((await activate(t, learner.token, await startSubscription(t, learner.token))).status).toBe(201);
  return learner;
}

describe('the retention job', () => {
  it('deletes the words of a lapsed trial on day 60, not a day earlier, and never a manager', async () => {
    const learner = await signUp(t, 'lapsed@example.com');
    const boss = await signUp(t, 'boss@example.com');
    await addWord(t, learner.token, { word: 'doomed' });
    await addWord(t, boss.token, { word: 'kept' });

    t.clock.advance(59 * DAY);
    await runRetention(t);
    expect(await countWords('lapsed@example.com')).toBe(1);

    t.clock.advance(DAY);
    const report = await runRetention(t);
    expect(report).toMatchObject({ ran: true, usersCleared: 1, wordsDeleted: 1 });
    expect(await countWords('lapsed@example.com')).toBe(0);
    expect(await countMediaFiles('lapsed@example.com')).toBe(0);
    expect(await countWords('boss@example.com')).toBe(1);
  });

  it('never touches a learner still in the trial', async () => {
    const learner = await signUp(t, 'trial@example.com');
    await addWord(t, learner.token, { word: 'fresh' });
    t.clock.advance(29 * DAY);
    await runRetention(t);
    expect(await countWords('trial@example.com')).toBe(1);
  });

  it('removes pending registrations past their five minutes', async () => {
    await t.request('POST', '/api/users/register', { body: { email: 'pending@example.com' } });
    t.clock.advance(4 * MINUTE);
    expect((await runRetention(t)).pendingRemoved).toBe(0);
    t.clock.advance(2 * MINUTE);
    expect((await runRetention(t)).pendingRemoved).toBe(1);
  });

  it('lets only one instance run at a time', async () => {
    await t.db.run(
      // Another instance holds the lock for ten more minutes.
      (await import('drizzle-orm'))
        .sql`INSERT INTO job_locks (name, holder, expires_at) VALUES ('retention', 'other', ${t.clock.now() + 600_000})`,
    );
    expect((await runRetention(t)).ran).toBe(false);
  });
});

describe('the retention job and subscribers', () => {
  it('deletes the words and media of role 5 sixty days after paidThrough, not a day earlier', async () => {
    const learner = await subscriber('lapsed@example.com');
    // Cancelled before the first charge: paid through the end of the trial, day 30.
    expect((await t.request('POST', '/api/cancel-subscription', { token: learner.token })).status).toBe(204);
    expect(filesOnDisk(learner.token)).toBeGreaterThan(0);

    t.clock.advance((30 + 59) * DAY);
    const token = await logIn(t, 'lapsed@example.com', learner.password);
    expect(await currentClaim(t, token)).toMatchObject({ role: 5, deletingWords: 1 });
    expect((await runRetention(t)).wordsDeleted).toBe(0);
    expect(await countWords('lapsed@example.com')).toBe(1);

    t.clock.advance(DAY);
    expect(await runRetention(t)).toMatchObject({ usersCleared: 1, wordsDeleted: 1 });
    expect(await countWords('lapsed@example.com')).toBe(0);
    expect(await countMediaFiles('lapsed@example.com')).toBe(0);
    expect(filesOnDisk(learner.token)).toBe(0);
  });

  it('never touches an active subscriber, however long after registration', async () => {
    const learner = await subscriber('loyal@example.com');
    t.clock.advance(400 * DAY);
    await runRetention(t);
    expect(await countWords('loyal@example.com')).toBe(1);
    const token = await logIn(t, 'loyal@example.com', learner.password);
    expect((await currentClaim(t, token)).role).toBe(3);
  });

  it('never touches a cancelled subscriber with paid days left (role 4), months after registration', async () => {
    const learner = await subscriber('leaving@example.com');
    t.clock.advance(200 * DAY);
    const token = await logIn(t, 'leaving@example.com', learner.password);
    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    expect((await currentClaim(t, token)).role).toBe(4);
    await runRetention(t);
    expect(await countWords('leaving@example.com')).toBe(1);
    expect(filesOnDisk(token)).toBeGreaterThan(0);
  });
});
