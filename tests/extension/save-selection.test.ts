// The rules a selection meets before it is queued: SPEC §5's word rules, after trimming.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveSelection } from '../../extension/lib/save-selection';
import { saveQueueItem } from '../../extension/lib/storage';

const page = { pageUrl: 'https://example.org/story', pageTitle: 'A story' };

beforeEach(() => {
  fakeBrowser.reset();
});

describe('saveSelection', () => {
  it('queues a selection of exactly 100 characters', async () => {
    const word = 'a'.repeat(100);

    const result = await saveSelection({ text: word, ...page });

    expect(result).toMatchObject({ saved: true, pending: { word } });
    expect((await saveQueueItem.getValue()).map((pending) => pending.word)).toEqual([word]);
  });

  it('refuses 101 characters with "Up to 100 chars. " and queues nothing', async () => {
    const result = await saveSelection({ text: 'a'.repeat(101), ...page });

    expect(result).toEqual({ saved: false, message: 'Up to 100 chars. ' });
    expect(await saveQueueItem.getValue()).toEqual([]);
  });

  it('measures the trimmed selection: surrounding spaces do not count', async () => {
    const result = await saveSelection({ text: `\n  ${'b'.repeat(100)}  \t`, ...page });

    expect(result).toMatchObject({ saved: true, pending: { word: 'b'.repeat(100) } });
  });

  it('refuses a selection of only white space with "Missing Word. "', async () => {
    expect(await saveSelection({ text: '   ', ...page })).toEqual({
      saved: false,
      message: 'Missing Word. ',
    });
  });

  it('keeps every save when clicks come in quick succession', async () => {
    await Promise.all(['one', 'two', 'three'].map((text) => saveSelection({ text, ...page })));

    const queue = await saveQueueItem.getValue();
    expect(queue.map((pending) => pending.word).sort()).toEqual(['one', 'three', 'two']);
    expect(queue[0]).toMatchObject({ sourceUrl: page.pageUrl, sourceTitle: page.pageTitle });
  });
});
