// A word added offline with its translations left empty gets them once online
// (lib/offline/fill-translations.ts, docs/decisions/0031-offline-study.md): through the real api
// client and IndexedDB (fake-indexeddb) against a stubbed network, the page translates in the
// learner's languages of the moment of the add and sends the add with them; a translation that
// fails or would be refused leaves the field empty, and the word is added all the same.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SENTENCE_MAX } from '../../../../../shared/words/rules';
import type { Preferences, WordForm } from '../../../../../shared/words/types';
import { saveNewWord, sendWaitingChanges } from '../../../../../web/src/features/words/state/offline-changes';
import { waitingAtom } from '../../../../../web/src/lib/offline/offline-state';
import { waitingCount } from '../../../../../web/src/lib/offline/outbox';
import { appStore, preferencesAtom, tokenAtom, wordsAtom } from '../../../../../web/src/lib/session';
import { makeWordForm } from '../../../../shared/words/make-word';
import { makeToken, sampleUser } from '../../../render-app';

let online = true;
let translations: { sourceLanguage: string; targetLanguage: string; text: string }[] = [];
let added: FormData[] = [];
let translate: (text: string) => Response;

const form = makeWordForm({ word: 'house', sentence: 'The house is red.' });

beforeEach(() => {
  online = true;
  translations = [];
  added = [];
  translate = (text) => new Response(text === 'house' ? 'casa' : 'La casa es roja.');
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const url = String(input);
      if (url.endsWith('/api/translation')) {
        const request = JSON.parse(String(init?.body));
        translations.push(request);
        return translate(request.text);
      }
      added.push(init?.body as FormData);
      const fields = Object.fromEntries(added.at(-1) as FormData);
      return Response.json({ ...fields, uuid: 'server-1', score: 1, updatedAt: 1 }, { status: 201 });
    }),
  );
  appStore.set(tokenAtom, makeToken());
  appStore.set(waitingAtom, 0);
  appStore.set(wordsAtom, []);
  appStore.set(preferencesAtom, {
    speechLanguage: 'en-US',
    speechVoice: 'en-US-Female',
    sourceLanguage: 'en',
    targetLanguage: 'es',
    highQuality: false,
    rateSpeech: 1,
  });
});
afterEach(() => {
  appStore.set(waitingAtom, 0);
  appStore.set(preferencesAtom, null);
});

async function addOffline(fields: Partial<WordForm> = {}) {
  online = false;
  expect('waiting' in (await saveNewWord({ ...form, ...fields }))).toBe(true);
  // The learner's languages change before the network is back: the add keeps those of its moment.
  appStore.set(preferencesAtom, { ...(appStore.get(preferencesAtom) as Preferences), targetLanguage: 'de' });
  online = true;
}

describe('a word added offline with its translations left empty', () => {
  it('is sent with them filled in, in the languages of the moment it was added', async () => {
    await addOffline();
    await sendWaitingChanges();
    expect(translations).toEqual([
      { sourceLanguage: 'en', targetLanguage: 'es', text: 'house' },
      { sourceLanguage: 'en', targetLanguage: 'es', text: 'The house is red.' },
    ]);
    expect(added.map((f) => [f.get('wordTranslation'), f.get('sentenceTranslation')])).toEqual([
      ['casa', 'La casa es roja.'],
    ]);
    expect(await waitingCount(sampleUser.id)).toBe(0);
    expect(appStore.get(wordsAtom)[0]).toMatchObject({ uuid: 'server-1', wordTranslation: 'casa' });
  });

  it('keeps what the learner typed, and translates only what is empty', async () => {
    await addOffline({ wordTranslation: 'hogar', sentence: '' });
    await sendWaitingChanges();
    expect(translations).toEqual([]);
    expect(added[0]?.get('wordTranslation')).toBe('hogar');
  });

  it('is added without them when no translator serves the pair, or the translation is too long', async () => {
    translate = (text) =>
      text === 'house'
        ? Response.json({ code: 'translation_unavailable', message: 'No translator.' }, { status: 503 })
        : new Response('x'.repeat(SENTENCE_MAX + 1));
    await addOffline({ sentence: 'A sentence whose translation runs on.' });
    await sendWaitingChanges();
    expect(translations).toHaveLength(2);
    // The word's found no translator; the sentence's, over SENTENCE_MAX, the add would refuse.
    expect(added.map((f) => [f.get('wordTranslation'), f.get('sentenceTranslation')])).toEqual([['', '']]);
    expect(await waitingCount(sampleUser.id)).toBe(0);
  });
});
