// The CSV's Encounters cell read back: the inverse of encountersPlainText, as far as a line keeps.
import { describe, expect, it } from 'vitest';
import { encountersFromPlainText, encountersPlainText } from '../../../shared/export/encounters-text';
import { ENCOUNTERS_MAX } from '../../../shared/words/encounters';

const met = (sentence: string, sentenceTranslation = '', sourceUrl = '') => ({
  sentence,
  sentenceTranslation,
  sourceUrl,
});

describe('encountersFromPlainText', () => {
  it('reads back what encountersPlainText wrote: sentence, translation and page address', () => {
    const list = [
      met('La lluvia cae.', 'The rain falls.', 'https://example.com/a?x=1'),
      met('Sin traducción.', '', 'http://example.com/b'),
      met('Sólo la frase.'),
      met('Frase y traducción.', 'Sentence and translation.'),
    ];
    const cell = encountersPlainText(list.map((e) => ({ ...e, sourceTitle: 'ignored' })));
    expect(encountersFromPlainText(cell)).toEqual(list);
  });

  it('keeps a last part that is no web address as text, and skips empty lines', () => {
    expect(encountersFromPlainText('\r\nUna — javascript:alert(1)\n\n  ')).toEqual([
      met('Una', 'javascript:alert(1)'),
    ]);
  });

  it(`keeps the newest ${ENCOUNTERS_MAX} lines`, () => {
    const lines = Array.from({ length: ENCOUNTERS_MAX + 5 }, (_, i) => `S${i}`).join('\n');
    const read = encountersFromPlainText(lines);
    expect(read).toHaveLength(ENCOUNTERS_MAX);
    expect(read[0]?.sentence).toBe('S5');
  });
});
