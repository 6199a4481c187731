// Three real server processes on one data folder (as `WORKERS=3` runs them): what one process
// decides, the others must decide the same way, because it is read from the database and not from
// a process's memory (decision 0042). Each check spreads its requests over the processes so that a
// count kept per process would give a different answer.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../api/src/clock';
import { LIMITS } from '../../../api/src/plugins/rate-limit';
import { RETENTION_DAYS } from '../../../shared/accounts/roles';
import { FIT_FIRST_AT_REVIEWS } from '../../../shared/review/optimizer';
import { type Member, type Members, signUp, startMembers } from './members';

let members: Members;
beforeAll(async () => {
  members = await startMembers(3);
}, 240_000);
afterAll(async () => {
  await members?.stop();
});

const member = (i: number) => members.list[i % members.list.length] as Member;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const login = (on: number, email: string, password: string) =>
  fetch(`${member(on).url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

async function addWord(on: number, token: string, word: string) {
  const body = new FormData();
  body.set('language', 'en-US');
  body.set('voice', 'en-US-Female');
  body.set('word', word);
  body.set('sentence', `A sentence with ${word} in it.`);
  const res = await fetch(`${member(on).url}/api/words/add`, {
    method: 'POST',
    headers: bearer(token),
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function listed(on: number, token: string): Promise<string[]> {
  const res = await fetch(`${member(on).url}/api/words/get/words`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { word: string }[]).map((w) => w.word).sort();
}

// Three processes and eSpeak on two shared cores: a bound for a stuck process, not a speed.
describe('several processes on one data folder', { timeout: 180_000 }, () => {
  it('counts failed logins of one address and e-mail across the processes', async () => {
    const email = 'limited@example.com';
    await signUp(members, email);
    const password = members.mailedPassword(email);
    // Round robin: each process sees at most a third of the failures, under the limit on its own.
    for (let i = 0; i < LIMITS.failedLogin.max; i++)
      expect((await login(i, email, 'wrong-password-1')).status).toBe(401);
    for (let i = 0; i < members.list.length; i++) expect((await login(i, email, password)).status).toBe(429);
  });

  it('refuses on every process a session ended on one', async () => {
    const token = await signUp(members, 'revoked@example.com');
    for (let i = 0; i < members.list.length; i++) await listed(i, token);
    const out = await fetch(`${member(0).url}/api/users/logout`, { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(200);
    for (let i = 0; i < members.list.length; i++) {
      const res = await fetch(`${member(i).url}/api/words/get/words`, { headers: bearer(token) });
      expect(res.status).toBe(401);
    }
  });

  it('serves each process the list as the last change left it, whichever process made it', async () => {
    const token = await signUp(members, 'lister@example.com');
    // Every process builds (and keeps) the list first, then each change is made on another one.
    for (let i = 0; i < members.list.length; i++) expect(await listed(i, token)).toEqual([]);
    const words: string[] = [];
    for (let i = 0; i < members.list.length; i++) {
      words.push(`lantern${i}`);
      await addWord(i, token, `lantern${i}`);
      for (let j = 0; j < members.list.length; j++) expect(await listed(j, token)).toEqual([...words].sort());
    }
  });

  it('runs the retention job once when every process runs it at the same moment', async () => {
    const tokens = [await signUp(members, 'due-1@example.com'), await signUp(members, 'due-2@example.com')];
    for (const [t, token] of tokens.entries())
      for (let i = 0; i < 2; i++) await addWord(t + i, token, `word${t}x${i}`);
    await members.advanceClocks((RETENTION_DAYS + 1) * DAY_MS);
    const reports = await Promise.all(
      members.list.map(async ({ url }) => {
        const res = await fetch(`${url}/api/test/retention`, { method: 'POST' });
        expect(res.status).toBe(200);
        return (await res.json()) as { ran: boolean; usersCleared: number; wordsDeleted: number };
      }),
    );
    expect(reports.some((r) => r.ran)).toBe(true);
    const sum = (key: 'usersCleared' | 'wordsDeleted') => reports.reduce((n, r) => n + r[key], 0);
    // These two learners and the list check's one (3 words) are due; the others have no words.
    expect(sum('usersCleared')).toBe(3);
    expect(sum('wordsDeleted')).toBe(4 + 3);
  });

  it("checks one learner's FSRS fit once when every process asks at the same moment", async () => {
    const email = 'fitted@example.com';
    await signUp(members, email);
    // The answers' day sums say the fit is due; written straight into the shared file, as 1,000
    // answers through the API would only be slower to reach the same row.
    const db = createClient({ url: `file:${join(members.dataDir, 'wordhoard.db')}` });
    try {
      const user = await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] });
      const userId = Number(user.rows[0]?.id);
      await db.execute({
        sql: 'INSERT INTO review_days (user_id, day, reviews, new_words, mature_reviews, mature_passed) VALUES (?, ?, ?, 0, 0, 0)',
        args: [userId, '2026-01-01', FIT_FIRST_AT_REVIEWS],
      });
      const ran = await Promise.all(
        members.list.map(async ({ url }) => {
          const res = await fetch(`${url}/api/test/fit/${userId}`, { method: 'POST' });
          expect(res.status).toBe(200);
          return ((await res.json()) as { ran: boolean }).ran;
        }),
      );
      // Without the learner's lease each process reads "due" before any has recorded its check.
      expect(ran.filter(Boolean)).toHaveLength(1);
      const rows = await db.execute({
        sql: 'SELECT checked_on_reviews FROM fsrs_parameters WHERE user_id = ?',
        args: [userId],
      });
      expect(rows.rows.map((r) => Number(r.checked_on_reviews))).toEqual([0]);
    } finally {
      db.close();
    }
  });
});
