// A save uses the learner's speech language and voice as they are now: cached preferences older
// than a minute are fetched again before a save, and stand in when the server cannot answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveWord } from '../../extension/lib/save-word';
import { preferencesFetchedAtItem, preferencesItem } from '../../extension/lib/storage';
import { type FakeApi, PREFERENCES, startFakeApi } from './fake-api';
import { draftOf, signInLearner } from './learner';

let api: FakeApi;

const draft = (word: string) => draftOf(word, { sentence: '', sourceUrl: '', sourceTitle: '' });

const BRITISH = { ...PREFERENCES, speechLanguage: 'en-GB', speechVoice: 'en-GB-Male' };
const preferenceFetches = () => api.requests.filter((request) => request.path === '/preferences').length;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  fakeBrowser.reset();
  api = startFakeApi();
  await signInLearner(api);
  // Cached at sign-in: American English.
  await preferencesItem.setValue(PREFERENCES);
  await preferencesFetchedAtItem.setValue(Date.now());
  // Since then the learner chose British English in the web app.
  api.preferences = BRITISH;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('preferences of a save', () => {
  it('come from the cache while it is under a minute old', async () => {
    vi.advanceTimersByTime(59_000);

    await saveWord(draft('rain'));

    expect(api.words[0]).toMatchObject({ language: 'en-US', voice: 'en-US-Female' });
    expect(preferenceFetches()).toBe(0);
  });

  it('are fetched again when the cache is older, and kept for the next saves', async () => {
    vi.advanceTimersByTime(61_000);

    await saveWord(draft('rain'));
    await saveWord(draft('storm'));

    expect(api.words.map((word) => [word.word, word.language, word.voice])).toEqual([
      ['storm', 'en-GB', 'en-GB-Male'],
      ['rain', 'en-GB', 'en-GB-Male'],
    ]);
    expect(preferenceFetches()).toBe(1);
    expect(await preferencesItem.getValue()).toEqual(BRITISH);
  });

  it('fall back to the cache when the server cannot give them', async () => {
    vi.advanceTimersByTime(61_000);
    api.failing.add('/preferences');

    expect(await saveWord(draft('rain'))).toMatchObject({ kind: 'added' });
    expect(api.words[0]).toMatchObject({ language: 'en-US', voice: 'en-US-Female' });
  });

  it('are fetched once for saves that start together', async () => {
    vi.advanceTimersByTime(61_000);

    await Promise.all([saveWord(draft('rain')), saveWord(draft('storm'))]);

    expect(preferenceFetches()).toBe(1);
    expect(api.words.every((word) => word.voice === 'en-GB-Male')).toBe(true);
  });
});
