// Answers that arrive newest first (offline, from two devices): the newest answer by its
// answered-at time keeps the word's score, and the word's FSRS state is the one the answers give
// in answered-at order (api/src/modules/review/replay.ts), through the batch route and the single
// route alike. Each case is compared with the same answers sent oldest first.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { paths } from '../../../shared/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';

const START = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'traveller@example.com'));
});
afterEach(() => t.close());

const answer = (uuid: string, grade: number, answeredAt: number) => ({
  answerId: randomUUID(),
  uuid,
  grade,
  answeredAt,
  durationMs: 1500,
  source: 'popup',
});
type Answer = ReturnType<typeof answer>;

async function viaBatch(answers: Answer[]) {
  const changes = answers.map((a) => ({ kind: 'review', answer: a }));
  const res = await t.request('POST', `/api${paths.offlineChanges}`, { body: { changes }, token });
  expect(res.status).toBe(200);
}
async function viaSingle(answers: Answer[]) {
  for (const a of answers) {
    const res = await t.request('POST', `/api${paths.reviewAnswer}`, { body: a, token });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

/** The word's score and its FSRS state as stored. */
async function stateOf(uuid: string) {
  const score = (await listWords(t, token)).find((w) => w.uuid === uuid)?.score;
  const rows = await t.client.execute({
    sql: `SELECT s.due, s.stability, s.difficulty, s.state, s.reps, s.lapses, s.last_review
          FROM word_schedules s JOIN words w ON w.id = s.word_id WHERE w.uuid = ?`,
    args: [uuid],
  });
  return { score, schedule: { ...rows.rows[0] } };
}

/** Two words answered alike: one oldest first, the other newest first. */
async function compare(send: (answers: Answer[]) => Promise<void>) {
  const inOrder = await addWord(t, token, { word: 'casa' });
  const late = await addWord(t, token, { word: 'perro' });
  // Don't know, three hours ago; Easy, an hour ago.
  const older = (uuid: string) => answer(uuid, 1, START - 3 * HOUR);
  const newer = (uuid: string) => answer(uuid, 4, START - HOUR);
  await send([older(inOrder.uuid), newer(inOrder.uuid)]);
  await send([newer(late.uuid), older(late.uuid)]);
  const expected = await stateOf(inOrder.uuid);
  expect(expected.score).toBe(3);
  expect(await stateOf(late.uuid)).toEqual(expected);
  return late;
}

it('through the batch route, the newest answer keeps the score and the due state', async () => {
  await compare(viaBatch);
});

it('through the single route, the same; undoing the late answer leaves the newer one alone', async () => {
  const late = await compare(viaSingle);
  const [olderId] = (
    await t.client.execute({
      sql: 'SELECT answer_id FROM reviews WHERE word_uuid = ? ORDER BY reviewed_at LIMIT 1',
      args: [late.uuid],
    })
  ).rows.map((row) => String(row.answer_id));
  const undo = await t.request('POST', `/api${paths.reviewUndo}`, { body: { answerId: olderId }, token });
  expect(undo.status).toBe(200);

  // As if only the Easy had been given.
  const alone = await addWord(t, token, { word: 'gato' });
  await viaSingle([answer(alone.uuid, 4, START - HOUR)]);
  expect(await stateOf(late.uuid)).toEqual(await stateOf(alone.uuid));
});
