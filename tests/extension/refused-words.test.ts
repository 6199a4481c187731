// A word the server refuses (422) is kept, but not sent again by itself: the same word would be
// refused every minute. It waits, counted on the badge, until the learner edits it in the popup's
// form (the edited word takes its place) or discards it.
import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { flushQueue } from '../../extension/lib/flush-queue';
import { enqueue, FLUSH_ALARM, markRefused, readQueue } from '../../extension/lib/save-queue';
import { addFromPopup } from '../../extension/lib/save-word';
import { startEachSignedIn, waitingSave } from './learner';

const api = startEachSignedIn();

const pending = (word: string) => waitingSave(word);

const adds = () => api().requests.filter((request) => request.path === '/words/add').length;
const badge = () => browser.action.getBadgeText({});

describe('a refused waiting word', () => {
  it('is not sent again by the next rounds, and stays counted on the badge', async () => {
    api().refused.set('serendipity', 'Please select a Voice.');
    await enqueue(pending('serendipity'));
    await flushQueue();
    expect(adds()).toBe(1);

    await flushQueue();
    await flushQueue();

    expect(adds()).toBe(1);
    expect(await readQueue()).toMatchObject([{ word: 'serendipity', problem: 'Please select a Voice.' }]);
    expect(await badge()).toBe('1');
  });

  it('needs no retry alarm when only refused words wait, and sets one again for a word it may send', async () => {
    await enqueue(pending('serendipity'));
    await markRefused('id-serendipity', 'Please select a Voice.');
    expect(await browser.alarms.get(FLUSH_ALARM)).toBeUndefined();

    await enqueue(pending('petrichor'));
    expect(await browser.alarms.get(FLUSH_ALARM)).toMatchObject({ periodInMinutes: 1 });
    expect(await badge()).toBe('2');
  });

  it('sends the others and leaves it in its place', async () => {
    await enqueue(pending('serendipity'));
    await markRefused('id-serendipity', 'Please select a Voice.');
    await enqueue(pending('petrichor'));

    expect(await flushQueue()).toEqual({ sent: 1, dropped: 0, waiting: 1 });
    expect(api().words.map((word) => word.word)).toEqual(['petrichor']);
    expect((await readQueue()).map((save) => save.word)).toEqual(['serendipity']);
  });

  it('edited in the popup, is added with its page and leaves the queue', async () => {
    await enqueue(pending('serendipity'));
    await markRefused('id-serendipity', 'Please select a Voice.');

    const outcome = await addFromPopup(
      {
        word: 'Serendipity',
        wordTranslation: 'serendipia',
        sentence: 'Pure serendipity.',
        sentenceTranslation: '',
        category: 'Luck',
      },
      'id-serendipity',
    );

    expect(outcome).toMatchObject({ kind: 'added', message: '"Serendipity" added!' });
    expect(api().words[0]).toMatchObject({
      word: 'Serendipity',
      wordTranslation: 'serendipia',
      sentence: 'Pure serendipity.',
      category: 'Luck',
      sourceUrl: 'https://example.org/story',
      sourceTitle: 'A story',
    });
    expect(await readQueue()).toEqual([]);
    expect(await badge()).toBe('');
  });

  it('edited while the server is unreachable, waits in the old one’s place, to be sent again', async () => {
    await enqueue(pending('serendipity'));
    await markRefused('id-serendipity', 'Please select a Voice.');
    api().down = true;

    const draft = { ...pending('serendipity'), sentence: 'Edited.' };
    expect(await addFromPopup(draft, 'id-serendipity')).toMatchObject({ kind: 'queued' });

    expect(await readQueue()).toMatchObject([{ word: 'serendipity', sentence: 'Edited.' }]);
    expect((await readQueue())[0]?.problem).toBeUndefined();
    api().down = false;
    expect(await flushQueue()).toEqual({ sent: 1, dropped: 0, waiting: 0 });
  });

  it('edited and refused again, stays as it was for another edit', async () => {
    api().refused.set('serendipity', 'Please select a Voice.');
    await enqueue(pending('serendipity'));
    await markRefused('id-serendipity', 'Please select a Voice.');

    expect(await addFromPopup(pending('serendipity'), 'id-serendipity')).toMatchObject({
      kind: 'invalid',
      message: 'Please select a Voice.',
    });
    expect(await readQueue()).toMatchObject([{ id: 'id-serendipity', problem: 'Please select a Voice.' }]);
  });
});
