import { describe, expect, it } from 'vitest';
import { buildMatcher, matchText } from '../../../shared/marking/matcher';
import { normaliseForMatch } from '../../../shared/marking/normalise';
import { tokenise } from '../../../shared/marking/segments';
import type { Word } from '../../../shared/words/types';

const word = (text: string, overrides: Partial<Word> = {}): Word => ({
  uuid: `id-${text}`,
  word: text,
  wordTranslation: `${text} (translated)`,
  sentence: '',
  sentenceTranslation: '',
  language: 'fr-FR',
  voice: '',
  highQuality: false,
  picture: '',
  speechWord: '',
  speechSentence: '',
  category: 'No',
  score: 1,
  date: '2026-01-01T00:00:00.000Z',
  sourceUrl: '',
  sourceTitle: '',
  ...overrides,
});

/** The matched words as the page spells them. */
function found(text: string, saved: Word[], lang?: string): string[] {
  const data = buildMatcher(saved);
  return matchText(text, new Map(data.index), lang).map((match) => text.slice(match.start, match.end));
}

describe('normaliseForMatch', () => {
  it('drops Latin accents and case', () => {
    expect(normaliseForMatch('Bibliothèque')).toBe('bibliotheque');
    expect(normaliseForMatch('ÉCOLE')).toBe('ecole');
  });

  it('keeps the Japanese voicing mark, which makes another letter', () => {
    expect(normaliseForMatch('が')).not.toBe(normaliseForMatch('か'));
  });

  it('drops Arabic vowel signs and Hebrew points', () => {
    expect(normaliseForMatch('كِتَاب')).toBe('كتاب');
    expect(normaliseForMatch('סֵפֶר')).toBe('ספר');
  });

  it('lowers in the page language (Turkish dotted I)', () => {
    expect(normaliseForMatch('İstanbul', 'tr')).toBe('istanbul');
    expect(normaliseForMatch('İstanbul', 'not a language tag')).toBe('istanbul');
  });
});

describe('matchText', () => {
  it('finds case and accent variants of a French word', () => {
    expect(found('Une BIBLIOTHEQUE et une Bibliothèque.', [word('bibliothèque')], 'fr')).toEqual([
      'BIBLIOTHEQUE',
      'Bibliothèque',
    ]);
  });

  it('prefers the multi-word entry and never spans a full stop', () => {
    const saved = [word('la'), word('la bibliothèque')];
    expect(found('Je vais à la bibliothèque.', saved, 'fr')).toEqual(['la bibliothèque']);
    expect(found('Il est là. Bibliothèque', [word('là bibliothèque')], 'fr')).toEqual([]);
  });

  it('does not match inside a longer word', () => {
    expect(found('Les chats chantent', [word('chat')], 'fr')).toEqual([]);
  });

  it('finds Japanese words in text without spaces', () => {
    const saved = [word('東京', { language: 'ja-JP' }), word('経済', { language: 'ja-JP' })];
    expect(found('今日、東京の経済について話しました。', saved, 'ja')).toEqual(['東京', '経済']);
  });

  it('finds Arabic and Hebrew words, with or without vowel signs', () => {
    expect(found('قرأت الكِتَاب أمس', [word('الكتاب', { language: 'ar-SA' })], 'ar')).toEqual(['الكِتَاب']);
    expect(found('זה ספר טוב', [word('סֵפֶר', { language: 'he-IL' })], 'he')).toEqual(['ספר']);
  });

  it('treats regex and HTML characters in a saved word as plain text', () => {
    const saved = [word('a.*b'), word('(x'), word('<b>')];
    expect(found('acb axb (x <b> bold', saved, 'en')).toEqual(['x', 'b']);
  });

  it('skips an entry of more words than a page entry may have', () => {
    const long = 'one two three four five six seven eight nine';
    expect(found(long, [word(long)], 'en')).toEqual([]);
  });
});

describe('tokenise', () => {
  it('splits text written with spaces as Intl.Segmenter does', () => {
    const texts = [
      "L'école de la Bibliothèque, à Paris (1889) : c'est « U.S.A. » et well-known.",
      'قرأت الكِتَاب في المكتبة أمس، وكان الكتاب جميلا.',
      'זה ספר טוב מאוד, וקראתי את הספר.',
      'Tom’s snake_case 3.14 über—naïve',
    ];
    for (const text of texts) {
      const segmented = [...new Intl.Segmenter('und', { granularity: 'word' }).segment(text)]
        .filter((segment) => segment.isWordLike)
        .map((segment) => segment.segment);
      expect(tokenise(text).map((token) => text.slice(token.start, token.end))).toEqual(segmented);
    }
  });

  it('keeps a word its segmenter calls not word-like, as Firefox does at the end of a text', () => {
    const Segmenter = Intl.Segmenter;
    // Firefox (ICU4X) answers isWordLike false for "東京" alone and for the word before 。.
    class FirefoxSegmenter extends Segmenter {
      override segment(text: string) {
        const segments = [...super.segment(text)];
        return segments.map((segment, at) => {
          const next = segments[at + 1]?.segment;
          return next === undefined || next === '。' ? { ...segment, isWordLike: false } : segment;
        }) as unknown as Intl.Segments;
      }
    }
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    intl.Segmenter = FirefoxSegmenter;
    try {
      // A locale of its own: the segmenters made for 'ja' by other tests are kept per locale.
      const words = (text: string) =>
        tokenise(text, 'ja-x-firefox').map((token) => text.slice(token.start, token.end));
      expect(words('東京')).toEqual(['東京']);
      expect(words('大阪の図書館も人気です。')).toEqual(['大阪', 'の', '図書館', 'も', '人気', 'です']);
      expect(words('図書館。')).toEqual(['図書館']);
    } finally {
      intl.Segmenter = Segmenter;
    }
  });
});
