// Before a save, the word is compared with the learner's words (as cached) and with the words still
// waiting to be sent: case-insensitively, after trimming, as the add form compares.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enqueue } from '../../extension/lib/save-queue';
import { saveWord } from '../../extension/lib/save-word';
import { wordsCacheItem } from '../../extension/lib/storage';
import { isKnownWord } from '../../extension/lib/words-cache';
import { type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { draftOf, signInLearner, waitingSave } from './learner';

let api: FakeApi;

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  await signInLearner(api);
  await wordsCacheItem.setValue([wordFrom({ word: 'Serendipity' })]);
  await enqueue(waitingSave('petrichor', { id: 'waiting', sentence: '', sourceUrl: '', sourceTitle: '' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = (word: string) => draftOf(word, { sentence: '', sourceUrl: '', sourceTitle: '' });

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
