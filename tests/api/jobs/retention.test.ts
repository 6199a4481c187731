import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRetention } from '../../../api/src/jobs/retention';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
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
