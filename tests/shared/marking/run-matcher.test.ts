// Saved words across the text nodes of one run: "la <b>bibliothèque</b>", "ice <em>cream</em>".
import { describe, expect, it } from 'vitest';
import { loadForms } from '../../../shared/forms/index';
import { loadFormIndexes } from '../../../shared/marking/form-index';
import { buildMatcher } from '../../../shared/marking/matcher';
import { matchRun } from '../../../shared/marking/run-matcher';
import type { Word } from '../../../shared/words/types';

const saved = (word: string): Word => ({ uuid: `id-${word}`, word, language: 'fr-FR', score: 1 }) as Word;

/** The matched words, each as the parts it spans joined. */
function found(texts: string[], words: string[]): string[] {
  const index = new Map(buildMatcher(words.map(saved)).index);
  return matchRun(
    texts.map((text) => ({ text })),
    index,
  ).map(({ startPart, start, endPart, end }) => {
    if (startPart === endPart) return texts[startPart]?.slice(start, end) ?? '';
    const middle = texts.slice(startPart + 1, endPart).join('');
    return `${texts[startPart]?.slice(start)}${middle}${texts[endPart]?.slice(0, end)}`;
  });
}

describe('matchRun', () => {
  it('finds a multi-word entry split across nodes, the space in either node', () => {
    expect(found(['Je vais à la ', 'bibliothèque', ' ce soir.'], ['la bibliothèque'])).toEqual([
      'la bibliothèque',
    ]);
    expect(found(['an ', 'ice', ' ', 'cream', '.'], ['ice cream'])).toEqual(['ice cream']);
    expect(found(['ice', '-cream'], ['ice cream'])).toEqual(['ice-cream']);
  });

  it('answers where the word starts and ends, node by node', () => {
    const index = new Map(buildMatcher([saved('la bibliothèque')]).index);
    expect(matchRun([{ text: 'à la ' }, { text: 'Bibliothèque' }], index)).toEqual([
      { startPart: 0, start: 2, endPart: 1, end: 12, word: 0, form: false },
    ]);
  });

  it('prefers the longer entry across nodes, and finds single words in any node', () => {
    expect(found(['la ', 'bibliothèque', ' et la gare'], ['la', 'la bibliothèque', 'gare'])).toEqual([
      'la bibliothèque',
      'la',
      'gare',
    ]);
  });

  it('reads glued nodes as one word, and never joins across punctuation', () => {
    expect(found(['ice', 'cream'], ['ice cream'])).toEqual([]);
    expect(found(['the ', 'lantern', 's were lit'], ['lantern', 'lanterns'])).toEqual(['lanterns']);
    expect(found(['an i', 'ce'], ['ice'])).toEqual(['ice']);
    expect(found(['ice.', ' cream'], ['ice cream'])).toEqual([]);
    expect(found(['ice, ', 'cream'], ['ice cream'])).toEqual([]);
  });

  it('matches as matchText does within one node', () => {
    expect(found(['Une Bibliothèque, la bibliothèque.'], ['bibliothèque', 'la bibliothèque'])).toEqual([
      'Bibliothèque',
      'la bibliothèque',
    ]);
  });
});

describe('matchRun with the forms of words', () => {
  it('marks a form met across nodes as the saved word, and says it was a form', async () => {
    const forms = await loadForms('en');
    if (!forms) throw new Error('English has forms');
    const data = buildMatcher([{ ...saved('anchor'), language: 'en' }], [forms]);
    const indexes = await loadFormIndexes(data.forms);
    expect(
      matchRun([{ text: 'two <' }, { text: 'anchor' }, { text: 's held' }], new Map(data.index), indexes),
    ).toEqual([{ startPart: 1, start: 0, endPart: 2, end: 1, word: 0, form: true }]);
    expect(matchRun([{ text: 'two anchors' }], new Map(data.index))).toEqual([]);
  });
});
