// A word is stored first and translated after: the learner's word never waits for the translator.
// The translations then fill in the stored word, unless the learner changed it meanwhile.
import { describe, expect, it, vi } from 'vitest';
import { sendWord } from '../../extension/lib/send-word';
import { type PendingSave, wordsCacheItem } from '../../extension/lib/storage';
import { startEachSignedIn, waitingSave } from './learner';

const api = startEachSignedIn();

const pending = (fields: Partial<PendingSave> = {}): PendingSave =>
  waitingSave('petrichor', { id: 'p1', sentence: 'The petrichor rose at dawn.', translate: true, ...fields });

/** The calls that reached the server, without the preferences fetched before. */
const calls = () =>
  api()
    .requests.filter((request) => request.path !== '/preferences')
    .map((request) => request.path);

describe('sendWord', () => {
  it('stores the word, says so, then fills in its translations', async () => {
    const onStored = vi.fn(() => {
      expect(calls()).toEqual(['/words/add']);
    });

    const word = await sendWord(pending(), { onStored });

    expect(onStored).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ wordTranslation: '' }));
    expect(calls()).toEqual(['/words/add', '/translation', '/translation', `/words/update/${word.uuid}`]);
    const translated = {
      wordTranslation: '[es] petrichor',
      sentenceTranslation: '[es] The petrichor rose at dawn.',
      sourceUrl: 'https://example.org/story',
      sourceTitle: 'A story',
    };
    expect(word).toMatchObject(translated);
    expect(api().words[0]).toMatchObject(translated);
    expect((await wordsCacheItem.getValue())[0]).toMatchObject(translated);
  });

  it('leaves an edit the learner made meanwhile as it is', async () => {
    const word = await sendWord(pending(), {
      onStored: (stored) => {
        // The learner edits the word in the web app while it is being translated.
        api().versions.set(stored.uuid, 999);
        Object.assign(api().words[0] ?? {}, { wordTranslation: 'tierra mojada' });
      },
    });

    expect(api().words[0]).toMatchObject({ wordTranslation: 'tierra mojada', sentenceTranslation: '' });
    expect(word.wordTranslation).toBe('');
  });

  it('keeps the word as stored when no translator serves the pair', async () => {
    api().translation = 503;

    const word = await sendWord(pending());

    expect(word).toMatchObject({ word: 'petrichor', wordTranslation: '', sentenceTranslation: '' });
    expect(calls()).toEqual(['/words/add', '/translation', '/translation']);
  });

  it('keeps the translations the learner typed, and asks only for the missing one', async () => {
    const word = await sendWord(pending({ wordTranslation: 'tierra mojada' }));

    expect(word).toMatchObject({
      wordTranslation: 'tierra mojada',
      sentenceTranslation: '[es] The petrichor rose at dawn.',
    });
    expect(calls().filter((path) => path === '/translation')).toHaveLength(1);
  });

  it('translates nothing when the save did not ask for it', async () => {
    await sendWord(pending({ translate: false }));

    expect(calls()).toEqual(['/words/add']);
  });
});
