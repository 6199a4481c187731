// The compact form of the words list decodes to the very words of the JSON form, every field of
// every word: encounters' count, who translated, the form met, empty and absent values, any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeWordRows,
  encodeWordRows,
  isOptionalKey,
  type ListedWord,
  WORD_ROW_KEYS,
  wordRow,
} from '../../../shared/words/word-rows';
import { makeWord } from './make-word';

const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', 'Straße', '長い 🚲', 'שלום', '"quoted" \\ back', '],["x', '},{"uuid":', '\u0000\n\t'),
);
const mediaId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 });
const listedWord: fc.Arbitrary<ListedWord> = fc.record(
  {
    uuid: fc.uuid(),
    word: text,
    wordTranslation: text,
    sentence: text,
    sentenceTranslation: text,
    language: fc.constantFrom('en-US', 'es-ES', 'ja-JP'),
    voice: text,
    highQuality: fc.boolean(),
    picture: fc.oneof(fc.constant(''), mediaId),
    speechWord: fc.oneof(fc.constant(''), mediaId),
    speechSentence: fc.oneof(fc.constant(''), mediaId),
    category: text,
    score: fc.constantFrom(1, 2, 3),
    date: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    updatedAt: fc.integer({ min: 0, max: 2 ** 50 }),
    sourceUrl: text,
    sourceTitle: text,
    encounterCount: fc.integer({ min: 1, max: 500 }),
    translatedBy: fc.constantFrom('device', 'server'),
    formMet: fc.string({ minLength: 1 }),
  },
  {
    // Every key but the optional ones, which the arbitrary leaves out at times as the API does.
    requiredKeys: WORD_ROW_KEYS.filter((key) => !isOptionalKey(key)) as (keyof ListedWord)[],
  },
) as fc.Arbitrary<ListedWord>;

const roundTrip = (words: ListedWord[]) => decodeWordRows(JSON.parse(encodeWordRows(words)));

describe('the compact words list', () => {
  it('decodes to the same words, every field, whatever they hold', () => {
    fc.assert(
      fc.property(fc.array(listedWord, { maxLength: 30 }), (words) => {
        expect(roundTrip(words)).toEqual(words);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out a word row tail of defaults, and the keys a word does not have', () => {
    const plain = makeWord({ word: 'maison', updatedAt: 5 } as Partial<ListedWord>);
    expect(wordRow(plain)).toHaveLength(15);
    expect(wordRow({ ...plain, sourceTitle: 'A page' })).toHaveLength(17);
    expect(wordRow({ ...plain, encounterCount: 2 })).toHaveLength(18);
    const met = { ...plain, formMet: 'maisons' };
    expect(wordRow(met)).toHaveLength(20);
    const [decoded] = roundTrip([met]) ?? [];
    expect(decoded).toEqual(met);
    expect(Object.keys(decoded ?? {})).not.toContain('encounterCount');
    expect(Object.keys(decoded ?? {})).not.toContain('translatedBy');
    expect(wordRow(plain)[WORD_ROW_KEYS.indexOf('highQuality')]).toBe(0);
    expect(decoded?.highQuality).toBe(false);
  });

  it('reads the keys from the list, so a kept list of another order or with other keys decodes', () => {
    const body = {
      keys: ['word', 'uuid', 'highQuality', 'score', 'stars', 'encounterCount'],
      rows: [
        ['casa', 'u1', 1, 2, 5],
        ['perro', 'u2', 0, 1, null, 3],
      ],
    };
    expect(decodeWordRows(body)).toEqual([
      { word: 'casa', uuid: 'u1', highQuality: true, score: 2, stars: 5 },
      { word: 'perro', uuid: 'u2', highQuality: false, score: 1, encounterCount: 3 },
    ]);
  });

  it('answers null for anything that is not a compact list', () => {
    for (const body of [null, [], [{ uuid: 'u1' }], { keys: 'uuid', rows: [] }, { keys: [1], rows: [] }]) {
      expect(decodeWordRows(body), JSON.stringify(body)).toBeNull();
    }
    expect(decodeWordRows({ keys: ['uuid'], rows: [{ uuid: 'u1' }] })).toBeNull();
    expect(decodeWordRows({ keys: ['uuid'], rows: [] })).toEqual([]);
  });
});
