// The .apkg's deck options (the col row's dconf) carry the learner's study settings, so that Anki
// schedules the words as Wordhoard does: the desired retention, the learning and relearning steps
// and the daily limits; not Anki's defaults (1m 10m steps, 0.9, 20 new a day).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_STEP_MINUTES, RELEARNING_STEP_MINUTES } from '../../../shared/review/study-preferences';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from '../words/helpers';
import { checkPackage } from './anki/schema-checker';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'deck-options@example.com')).token;
  await addWord(t, token, { word: 'sol', category: 'Sky' });
  await addWord(t, token, { word: 'luna' });
});
afterAll(() => t.close());

type DeckOptions = {
  desiredRetention: number;
  new: { delays: number[]; perDay: number };
  lapse: { delays: number[] };
  rev: { perDay: number };
};

/** The package's dconf and decks, read from its collection as Anki reads them. */
async function deckOptionsOf(bytes: Uint8Array) {
  const checked = await checkPackage(bytes);
  expect(checked.problems).toEqual([]);
  const dir = await mkdtemp(join(tmpdir(), 'dconf-'));
  const client = createClient({ url: `file:${join(dir, 'c.anki2')}` });
  try {
    await writeFile(join(dir, 'c.anki2'), checked.files['collection.anki2'] ?? new Uint8Array());
    const row = (await client.execute('SELECT dconf, decks FROM col')).rows[0];
    const dconf = JSON.parse(String(row?.dconf)) as Record<string, DeckOptions>;
    const decks = JSON.parse(String(row?.decks)) as Record<string, { name: string; conf: number }>;
    return { dconf, decks: Object.values(decks) };
  } finally {
    client.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the deck options of an .apkg', () => {
  it('carry the learner’s desired retention, steps and daily limits, for every deck', async () => {
    const study = {
      timeZone: 'UTC',
      dayStartHour: 4,
      newPerDay: 7,
      reviewsPerDay: 150,
      desiredRetention: 0.83,
    };
    const saved = await t.request('PATCH', '/api/study/preferences', { body: study, token });
    expect(saved.status).toBe(200);
    const res = await t.request('GET', '/api/export/apkg', { token });
    expect(res.status).toBe(200);
    const { dconf, decks } = await deckOptionsOf(new Uint8Array(await res.arrayBuffer()));
    for (const deck of decks) expect(Object.keys(dconf)).toContain(String(deck.conf));
    const options = Object.values(dconf);
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({
      desiredRetention: 0.83,
      new: { delays: [...LEARNING_STEP_MINUTES], perDay: 7 },
      lapse: { delays: [...RELEARNING_STEP_MINUTES] },
      rev: { perDay: 150 },
    });
  });

  it('use Wordhoard’s own steps, not Anki’s default 1m 10m', () => {
    expect(LEARNING_STEP_MINUTES).toEqual([10]);
    expect(RELEARNING_STEP_MINUTES).toEqual([10]);
  });
});
