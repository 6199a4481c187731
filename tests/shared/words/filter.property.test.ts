import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDisplaySettings,
  type DisplaySettings,
  matchesSearch,
  SortOrder,
  searchKey,
} from '../../../shared/words/filter';
import type { ShownWord, Word } from '../../../shared/words/types';
import { makeWord, seededRandom } from './make-word';

const wordArb = fc.record({
  word: fc.constantFrom('cat', 'Cab', 'dog', 'שָׁלוֹם', 'שלג', 'apple', 'Ápple', 'b'),
  wordTranslation: fc.constantFrom('', 'chat', 'peace', 'snow'),
  sentence: fc.constantFrom('', ' ', 'A sentence.'),
  picture: fc.constantFrom('', 'pic'),
  category: fc.constantFrom('', 'No', 'Food', 'food', 'Zoo'),
  score: fc.constantFrom<Word['score']>(1, 2, 3),
  date: fc.constantFrom('2024-01-01T00:00:00.000Z', '2024-01-02T10:00:00.000Z', '2024-02-01T00:00:00.000Z'),
});
// Unique uuids by index, as the server guarantees.
const wordsArb = fc
  .array(wordArb, { maxLength: 40 })
  .map((fields) => fields.map((f, i) => makeWord({ ...f, uuid: `w${i}` })));

const settingsArb: fc.Arbitrary<DisplaySettings> = fc.record({
  sort: fc.record({
    sortBy: fc.constantFrom(0, 1, 2, 3, 4),
    inOrder: fc.constantFrom(0, 1),
  }),
  select: fc.record({
    category: fc.constantFrom('', 'No Category', 'Food', 'Zoo'),
    picture: fc.constantFrom(0, 1, 2),
    sentence: fc.constantFrom(0, 1, 2),
    score: fc.constantFrom(0, 1, 2, 3),
    range: fc.record({ from: fc.integer({ min: 0, max: 45 }), to: fc.integer({ min: 0, max: 45 }) }),
    date: fc.record({
      from: fc.constantFrom('', '2024-01-01', '2024-01-02'),
      to: fc.constantFrom('', '2024-01-02', '2024-12-31'),
    }),
  }),
  search: fc.constantFrom('', ' ', 'ca', 'שלו', 'PE'),
});

const uuids = (words: readonly Word[]) => words.map((word) => word.uuid).sort();

describe('applyDisplaySettings properties', () => {
  it('never loses or duplicates a word, and never changes one except its flag', () => {
    fc.assert(
      fc.property(wordsArb, settingsArb, fc.integer(), (words, settings, seed) => {
        const shown = applyDisplaySettings(words, settings, seededRandom(seed));
        expect(uuids(shown)).toEqual(uuids(words));
        const original = new Map(words.map((word) => [word.uuid, word]));
        for (const { display, ...word } of shown) expect(word).toEqual(original.get(word.uuid));
      }),
    );
  });

  it('shows descending as the ascending list reversed, with the same flags', () => {
    fc.assert(
      fc.property(wordsArb, settingsArb, fc.integer(), (words, settings, seed) => {
        const order = (inOrder: SortOrder) =>
          applyDisplaySettings(
            words,
            { ...settings, sort: { ...settings.sort, inOrder } },
            seededRandom(seed),
          );
        const shown = (list: ShownWord[]) => list.filter((word) => word.display);
        const descending = order(SortOrder.Descending);
        const ascending = order(SortOrder.Ascending);
        // What the screens show is reversed; with search text the hidden words follow in no order.
        expect(shown(descending).reverse()).toEqual(shown(ascending));
        if (searchKey(settings.search) === '') expect(descending.reverse()).toEqual(ascending);
        else expect(new Set(descending)).toEqual(new Set(ascending));
      }),
    );
  });

  it('with search text, shows exactly the matching words whatever the filters', () => {
    fc.assert(
      fc.property(wordsArb, settingsArb, (words, settings) => {
        const key = searchKey(settings.search);
        fc.pre(key !== '');
        for (const word of applyDisplaySettings(words, settings)) {
          expect(word.display).toBe(matchesSearch(word, key));
        }
      }),
    );
  });

  it('with only a range, shows the words at positions from..to', () => {
    fc.assert(
      fc.property(wordsArb, settingsArb, (words, settings) => {
        const { from, to } = settings.select.range;
        const onlyRange: DisplaySettings = {
          sort: settings.sort,
          select: {
            category: '',
            picture: 0,
            sentence: 0,
            score: 0,
            range: { from, to },
            date: { from: '', to: '' },
          },
          search: '',
        };
        const shown = applyDisplaySettings(words, onlyRange).filter((word) => word.display).length;
        const expected = Math.max(0, Math.min(to, words.length) - Math.max(from, 1) + 1);
        expect(shown).toBe(expected);
      }),
    );
  });
});
