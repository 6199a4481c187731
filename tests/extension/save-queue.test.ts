// Words saved while the server cannot take them wait in extension storage, show their count on the
// toolbar button, and are sent when the server answers again. None is ever lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { flushQueue } from '../../extension/lib/flush-queue';
import { enqueue, FLUSH_ALARM, readQueue } from '../../extension/lib/save-queue';
import { saveWord } from '../../extension/lib/save-word';
import { tokenItem, wordsCacheItem } from '../../extension/lib/storage';
import { type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { draftOf, signInLearner, waitingSave } from './learner';

let api: FakeApi;

const signIn = () => signInLearner(api);
const draft = (word: string) => draftOf(word);
const pending = (word: string) => waitingSave(word);

const badge = () => browser.action.getBadgeText({});

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  await signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the save queue', () => {
  it('keeps a word saved while the server is unreachable, shows the count and sets a retry alarm', async () => {
    api.down = true;

    const outcome = await saveWord(draft('serendipity'));

    expect(outcome).toEqual({
      kind: 'queued',
      message: '"serendipity" will be added as soon as Wordhoard can be reached.',
    });
    expect((await readQueue()).map((save) => save.word)).toEqual(['serendipity']);
    expect(await badge()).toBe('1');
    expect(await browser.alarms.get(FLUSH_ALARM)).toMatchObject({ periodInMinutes: 1 });
  });

  it('counts every waiting word on the badge', async () => {
    await Promise.all(['one', 'two', 'three'].map((word) => enqueue(pending(word))));

    expect(await badge()).toBe('3');
    expect((await readQueue()).map((save) => save.word).sort()).toEqual(['one', 'three', 'two']);
  });

  it('sends the waiting words when the server is back, empties the badge and drops the alarm', async () => {
    await enqueue(pending('serendipity'));
    await enqueue(pending('petrichor'));

    const report = await flushQueue();

    expect(report).toEqual({ sent: 2, dropped: 0, waiting: 0 });
    expect(api.words.map((word) => [word.word, word.sentence, word.sourceTitle])).toEqual([
      ['petrichor', 'A sentence with petrichor.', 'A story'],
      ['serendipity', 'A sentence with serendipity.', 'A story'],
    ]);
    expect(await readQueue()).toEqual([]);
    expect(await badge()).toBe('');
    expect(await browser.alarms.get(FLUSH_ALARM)).toBeUndefined();
    // The words cache knows them at once, for the next duplicate check.
    expect((await wordsCacheItem.getValue()).map((word) => word.word).sort()).toEqual([
      'petrichor',
      'serendipity',
    ]);
  });

  it('keeps every word when the server is still unreachable', async () => {
    await enqueue(pending('serendipity'));
    api.down = true;

    expect(await flushQueue()).toEqual({ sent: 0, dropped: 0, waiting: 1 });
    expect((await readQueue()).map((save) => save.word)).toEqual(['serendipity']);
    expect(await badge()).toBe('1');
  });

  it('drops a word the learner already has (409) without a word said', async () => {
    api.words.push(wordFrom({ word: 'Serendipity' }));
    await enqueue(pending('serendipity'));
    await enqueue(pending('petrichor'));

    expect(await flushQueue()).toEqual({ sent: 1, dropped: 1, waiting: 0 });
    expect(api.words.map((word) => word.word)).toEqual(['petrichor', 'Serendipity']);
    expect(await badge()).toBe('');
  });

  it('keeps the words and signs out when the session expired (401), then sends them after sign-in', async () => {
    await enqueue(pending('serendipity'));
    api.tokens.clear();

    expect(await flushQueue()).toMatchObject({ sent: 0, waiting: 1 });
    expect(await tokenItem.getValue()).toBeNull();
    expect(await badge()).toBe('1');

    await signIn();
    expect(await flushQueue()).toMatchObject({ sent: 1, waiting: 0 });
  });

  it('keeps a word the server refuses (422) with the reason, and sends the others', async () => {
    api.refused.set('serendipity', 'Please select a Voice.');
    await enqueue(pending('serendipity'));
    await enqueue(pending('petrichor'));

    expect(await flushQueue()).toEqual({ sent: 1, dropped: 0, waiting: 1 });
    expect(await readQueue()).toMatchObject([{ word: 'serendipity', problem: 'Please select a Voice.' }]);
  });

  it('queues a word saved while signed out, for the next sign-in', async () => {
    await tokenItem.setValue(null);

    expect(await saveWord(draft('serendipity'))).toEqual({
      kind: 'queued',
      message: 'Sign in to Wordhoard (toolbar button) and "serendipity" will be added.',
    });
    expect(api.requests.filter((request) => request.path === '/words/add')).toEqual([]);
    expect(await badge()).toBe('1');
  });

  it('reads the words kept by the first version of the queue, with the fields added since', async () => {
    const first = {
      id: 'v1',
      word: 'petrichor',
      sourceUrl: 'https://example.org/',
      sourceTitle: 'Rain',
      savedAt: '2025-01-01',
    };
    await fakeBrowser.storage.local.set({ saveQueue: [first] });
    vi.resetModules();
    const fresh = await import('../../extension/lib/save-queue');

    expect(await fresh.readQueue()).toEqual([
      {
        ...first,
        wordTranslation: '',
        sentence: '',
        sentenceTranslation: '',
        category: 'No',
        translate: true,
      },
    ]);
  });
});
