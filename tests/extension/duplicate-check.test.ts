// Before a save, the word is compared with the learner's words (as cached) and with the words still
// waiting to be sent: case-insensitively, after trimming, as the add form compares.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enqueue } from '../../extension/lib/save-queue';
import { saveWord } from '../../extension/lib/save-word';
import { tokenItem, userItem, wordsCacheItem } from '../../extension/lib/storage';
import { isKnownWord } from '../../extension/lib/words-cache';
import { ADA, type FakeApi, startFakeApi, tokenFor, wordFrom } from './fake-api';

let api: FakeApi;

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  const token = await tokenFor();
  api.tokens.add(token);
  await tokenItem.setValue(token);
  await userItem.setValue(ADA);
  await wordsCacheItem.setValue([wordFrom({ word: 'Serendipity' })]);
  await enqueue({
    id: 'waiting',
    word: 'petrichor',
    wordTranslation: '',
    sentence: '',
    sentenceTranslation: '',
    category: 'No',
    sourceUrl: '',
    sourceTitle: '',
    translate: false,
    savedAt: '2025-05-01T10:00:00.000Z',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = (word: string) => ({
  word,
  wordTranslation: '',
  sentence: '',
  sentenceTranslation: '',
  category: 'No',
  sourceUrl: '',
  sourceTitle: '',
  translate: false,
});

describe('the duplicate check', () => {
  it('finds cached words and waiting words whatever their case and surrounding spaces', async () => {
    for (const text of ['serendipity', 'SERENDIPITY', '  Serendipity\n', 'Petrichor', ' petrichor ']) {
      expect(await isKnownWord(text), text).toBe(true);
    }
  });

  it('lets other words through, also ones that only contain a known word', async () => {
    for (const text of ['serendipitous', 'petrichor rain', 'ephemeral']) {
      expect(await isKnownWord(text), text).toBe(false);
    }
  });

  it('answers "The word already exists." and sends nothing for a known word', async () => {
    for (const text of [' SERENDIPITY ', 'Petrichor']) {
      expect(await saveWord(draft(text))).toEqual({ kind: 'exists', message: 'The word already exists.' });
    }
    expect(api.requests.filter((request) => request.path === '/words/add')).toEqual([]);
  });

  it('answers the same when only the server knew the word (409), and catches the cache up', async () => {
    api.words.push(wordFrom({ word: 'Ephemeral' }));

    expect(await saveWord(draft('ephemeral'))).toEqual({
      kind: 'exists',
      message: 'The word already exists.',
    });
    await vi.waitFor(async () => expect(await isKnownWord('ephemeral')).toBe(true));
  });
});
