// The word under a text position: the saved expression by the longest match, a word alone, the
// sentence read across inline elements, and bad input (a 10,000-letter word, a million-word node,
// no text) answered plainly without a change to the page.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lookupTriggersItem, readLookupTriggers } from '../../../extension/lib/lookup/triggers-setting';
import { wordAt } from '../../../extension/lib/lookup/word-at-point';
import { DEFAULT_LOOKUP_TRIGGERS } from '../../../shared/lookup/texts';
import { buildMatcher } from '../../../shared/marking/matcher';
import type { Word } from '../../../shared/words/types';

const saved = (word: string) =>
  ({ uuid: word, word, wordTranslation: '', score: 1, speechWord: '', language: 'en-US' }) as Word;
const index = new Map(buildMatcher([saved('ice'), saved('ice cream'), saved('harbour')]).index);

function textOf(html: string): Text {
  document.body.innerHTML = html;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  return walker.nextNode() as Text;
}

describe('wordAt', () => {
  it('finds the longest saved expression covering the position', () => {
    const text = textOf('<p>We ate ice cream there.</p>');
    const found = wordAt(text, text.data.indexOf('cream') + 2, index);
    expect(found).toMatchObject({ text: 'ice cream', tooLong: false });
    expect(found?.saved).toBe(1);
  });

  it('finds a word no one saved, and its sentence across inline elements', () => {
    textOf('<p lang="en">First one. The old <a>harbour</a> had a lighthouse on the rocks. Last.</p>');
    const text = document.querySelectorAll('p')[0]?.lastChild as Text;
    const found = wordAt(text, text.data.indexOf('lighthouse') + 1, index);
    expect(found).toMatchObject({ text: 'lighthouse', saved: null, lang: 'en' });
    expect(found?.sentence).toBe('The old harbour had a lighthouse on the rocks.');
  });

  it('answers a plain "too long" for a word of 10,000 letters, reading only a window of it', () => {
    const text = textOf(`<p>${'w'.repeat(10_000)}</p>`);
    expect(wordAt(text, 5_000, index)).toMatchObject({ tooLong: true });
  });

  it('reads a node of a million words in a window', () => {
    const text = textOf(`<p>${'word '.repeat(1_000_000)}</p>`);
    const found = wordAt(text, 2_500_001, index);
    expect(found).toMatchObject({ text: 'word', tooLong: false });
    expect(found?.sentence.length).toBeLessThan(2_000);
  });

  it('answers null off a word and for an element, changing nothing', () => {
    const text = textOf('<p>a  , b</p>');
    const before = document.body.innerHTML;
    expect(wordAt(text, 2, index)).toBeNull();
    expect(wordAt(document.body, 0, index)).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('the triggers setting', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts with every trigger on and keeps a change', async () => {
    expect(await readLookupTriggers()).toEqual(DEFAULT_LOOKUP_TRIGGERS);
    await lookupTriggersItem.setValue({ ...DEFAULT_LOOKUP_TRIGGERS, altClick: false });
    expect((await readLookupTriggers()).altClick).toBe(false);
  });

  it('reads a damaged value as the defaults', async () => {
    await fakeBrowser.storage.local.set({ lookupTriggers: { shiftHover: 'yes', keyboard: false } });
    expect(await readLookupTriggers()).toEqual({ ...DEFAULT_LOOKUP_TRIGGERS, keyboard: false });
  });
});
