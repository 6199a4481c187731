import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepMedia } from '../../../api/src/jobs/media-sweep';
import {
  ENCOUNTER_TEXTS,
  ENCOUNTERS_MAX,
  type EncounterAddedAnswer,
  type EncountersAnswer,
} from '../../../shared/words/encounters';
import { SOURCE_URL_MESSAGES, WORD_MESSAGES } from '../../../shared/words/rules';
import type { Word } from '../../../shared/words/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords, wordForm } from '../words/helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'encounters@example.com')).token;
  otherToken = (await signUp(t, 'someone-else@example.com')).token;
});
afterAll(() => t.close());

const add = (uuid: string, body: Record<string, string>, as = token) =>
  t.request('POST', `/api/encounters/${uuid}`, { body, token: as });
const listOf = async (uuid: string, as = token) =>
  ((await (await t.request('GET', `/api/encounters/${uuid}`, { token: as })).json()) as EncountersAnswer)
    .encounters;
const mediaCount = async () => (await t.client.execute('SELECT count(*) AS n FROM media')).rows[0]?.n;
/** The add answer carries the word's version (shared/api.ts SavedWordAnswer). */
const versionOf = (word: Word) => (word as Word & { updatedAt: number }).updatedAt;
const wordIn = async (uuid: string) => (await listWords(t, token)).find((w) => w.uuid === uuid) as Word;

describe('keeping the sentences a word was met in', () => {
  it('adds a sentence with its audio and source, and the list counts it', async () => {
    const word = await addWord(t, token, { word: 'bibliothèque', sentence: 'La bibliothèque est ouverte.' });
    expect(word.encounterCount).toBeUndefined();
    const res = await add(word.uuid, {
      sentence: '  Je vais à la bibliothèque.  ',
      sentenceTranslation: 'I go to the library.',
      sourceUrl: 'https://example.com/article?id=7',
      sourceTitle: 'An article',
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as EncounterAddedAnswer;
    expect(answer.message).toBe(ENCOUNTER_TEXTS.added);
    expect(answer.encounter).toMatchObject({
      sentence: 'Je vais à la bibliothèque.',
      sentenceTranslation: 'I go to the library.',
      sourceUrl: 'https://example.com/article?id=7',
      sourceTitle: 'An article',
    });
    expect(answer.encounter.speechSentence).toMatch(/^[0-9a-f]{32}$/);
    const audio = await t.request(
      'GET',
      `/api/words/get/audio/${(await t.client.execute('SELECT id FROM users WHERE email = ?', ['encounters@example.com'])).rows[0]?.id}/${answer.encounter.speechSentence}`,
      { token },
    );
    expect(audio.status).toBe(200);
    expect((await wordIn(word.uuid)).encounterCount).toBe(1);
    expect(await listOf(word.uuid)).toEqual([answer.encounter]);
  });

  it('refuses the main sentence or a kept one again, whatever its case and spaces', async () => {
    const word = await addWord(t, token, { word: 'again', sentence: 'Say it again.' });
    expect((await add(word.uuid, { sentence: 'Once   more, again.' })).status).toBe(201);
    for (const sentence of ['say it AGAIN.', 'once more, again.']) {
      const res = await add(word.uuid, { sentence });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(ENCOUNTER_TEXTS.alreadyKept);
    }
    expect(await listOf(word.uuid)).toHaveLength(1);
  });

  it.each([
    [{ sentence: '   ' }, ENCOUNTER_TEXTS.noSentence],
    [{ sentence: 's'.repeat(1001) }, ENCOUNTER_TEXTS.sentenceTooLong],
    [
      { sentence: 'Fine.', sourceUrl: `https://example.com/${'a'.repeat(10_000)}` },
      SOURCE_URL_MESSAGES.tooLong,
    ],
    [{ sentence: 'Fine.', sourceUrl: 'javascript:alert(1)' }, SOURCE_URL_MESSAGES.notWeb],
  ])('answers %# with 422 and its message, and keeps nothing', async (body, message) => {
    const word = await addWord(t, token, { word: `refused-${crypto.randomUUID().slice(0, 8)}` });
    const res = await add(word.uuid, body);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(message);
    expect(await listOf(word.uuid)).toEqual([]);
  });

  it("keeps a sentence with HTML as text, and another learner's word reads as absent", async () => {
    const word = await addWord(t, token, { word: 'markup' });
    const html = '<img src=x onerror=alert(1)> markup';
    expect((await add(word.uuid, { sentence: html })).status).toBe(201);
    expect((await listOf(word.uuid))[0]?.sentence).toBe(html);
    const foreign = await add(word.uuid, { sentence: 'Not mine.' }, otherToken);
    expect(foreign.status).toBe(404);
    expect((await t.request('GET', `/api/encounters/${word.uuid}`, { token: otherToken })).status).toBe(404);
    expect(await listOf(word.uuid)).toHaveLength(1);
  });

  it(`keeps the ${ENCOUNTERS_MAX} latest and says that the oldest went`, async () => {
    // Adds (encounters count as adds) are limited to 60 a minute: the test's clock keeps this
    // loop at one add every 2 s, whatever the machine's speed, and leaves a fresh minute after it.
    t.clock.advance(61_000);
    const word = await addWord(t, token, { word: 'often', sentence: '' });
    let last: EncounterAddedAnswer | undefined;
    for (let i = 1; i <= ENCOUNTERS_MAX + 1; i += 1) {
      t.clock.advance(2_000);
      const res = await add(word.uuid, { sentence: `Sentence number ${i} with often.` });
      expect(res.status).toBe(201);
      last = (await res.json()) as EncounterAddedAnswer;
      if (i <= ENCOUNTERS_MAX) expect(last.notice).toBeUndefined();
    }
    expect(last?.notice).toBe(ENCOUNTER_TEXTS.oldestDropped);
    const kept = await listOf(word.uuid);
    expect(kept).toHaveLength(ENCOUNTERS_MAX);
    expect(kept[0]?.sentence).toBe(`Sentence number ${ENCOUNTERS_MAX + 1} with often.`);
    expect(kept.some((e) => e.sentence === 'Sentence number 1 with often.')).toBe(false);
    expect((await wordIn(word.uuid)).encounterCount).toBe(ENCOUNTERS_MAX);
    t.clock.advance(61_000);
  });

  it('makes an encounter the main sentence and keeps the old main one as an encounter', async () => {
    const word = await addWord(t, token, {
      word: 'swap',
      sentence: 'First swap.',
      sentenceTranslation: 'Premier échange.',
    });
    const added = (await (
      await add(word.uuid, { sentence: 'Second swap.', sourceUrl: 'https://example.org/' })
    ).json()) as EncounterAddedAnswer;
    const res = await t.request('POST', `/api/encounters/${word.uuid}/${added.encounter.uuid}/main`, {
      token,
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.word).toMatchObject({
      sentence: 'Second swap.',
      sentenceTranslation: '',
      sourceUrl: 'https://example.org/',
    });
    expect(answer.word.speechSentence).toBe(added.encounter.speechSentence);
    expect(answer.word.updatedAt).toBeGreaterThan(versionOf(word));
    expect(answer.encounters).toHaveLength(1);
    expect(answer.encounters[0]).toMatchObject({
      uuid: added.encounter.uuid,
      sentence: 'First swap.',
      sentenceTranslation: 'Premier échange.',
      speechSentence: word.speechSentence,
    });
    // An edit begun before the swap is refused rather than undoing it.
    const stale = await t.request('PUT', `/api/words/update/${word.uuid}`, {
      body: wordForm({ word: 'swap', sentence: 'First swap.' }),
      token,
      headers: { 'if-match': `"${versionOf(word)}"` },
    });
    expect(stale.status).toBe(409);
  });

  it('removes an encounter with its audio, and the word takes its encounters with it', async () => {
    const word = await addWord(t, token, { word: 'gone', sentence: '' });
    const before = await mediaCount();
    const one = (await (
      await add(word.uuid, { sentence: 'Gone with the wind.' })
    ).json()) as EncounterAddedAnswer;
    await add(word.uuid, { sentence: 'Gone for good.' });
    const removed = await t.request('DELETE', `/api/encounters/${word.uuid}/${one.encounter.uuid}`, {
      token,
    });
    expect(removed.status).toBe(200);
    expect((await removed.json()).encounters).toHaveLength(1);
    const again = await t.request('DELETE', `/api/encounters/${word.uuid}/${one.encounter.uuid}`, { token });
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(ENCOUNTER_TEXTS.notFound);
    expect((await t.request('DELETE', `/api/words/delete/${word.uuid}`, { token })).status).toBe(200);
    expect(await mediaCount()).toBe(Number(before) - 1); // the word's own audio went too
    const res = await add(word.uuid, { sentence: 'Too late.' });
    expect(res.status).toBe(404);
  });

  it("keeps an encounter's audio through the start-up sweep of orphaned media", async () => {
    const word = await addWord(t, token, { word: 'swept', sentence: '' });
    const kept = (await (
      await add(word.uuid, { sentence: 'Not swept away.' })
    ).json()) as EncounterAddedAnswer;
    const report = await sweepMedia(t);
    expect(report.rowsNamedByNoWord).toBe(0);
    const id = (await t.client.execute('SELECT id FROM media WHERE id = ?', [kept.encounter.speechSentence]))
      .rows;
    expect(id).toHaveLength(1);
  });

  it('leaves the duplicate rule of adding a word exactly as it is', async () => {
    await addWord(t, token, { word: 'twice' });
    const res = await t.request('POST', '/api/words/add', { body: wordForm({ word: 'Twice' }), token });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(WORD_MESSAGES.wordExists);
  });
});
