// The page marker with the forms of words (shared/forms): plurals and verb forms of saved words
// are marked as those words, across inline elements, and a page's other language is left alone.
import { describe, expect, it } from 'vitest';
import type { Mark, Painter } from '../../../extension/lib/marking/marks';
import { PageMarker } from '../../../extension/lib/marking/page-marker';
import { formsOfLanguages } from '../../../shared/forms/index';
import { buildMatcher } from '../../../shared/marking/matcher';
import type { Word } from '../../../shared/words/types';
import { markPageWith, saved } from './mark-page';

const markPage = async (html: string, words: Word[]): Promise<string[]> =>
  markPageWith(html, buildMatcher(words, await formsOfLanguages(words.map((word) => word.language))));

describe('PageMarker with the forms of words', () => {
  it('marks plurals, verb forms and irregular forms as the saved word, with the form met', async () => {
    const words = [saved('anchor', 'en-GB'), saved('harbour', 'en-GB'), saved('go', 'en-GB')];
    const marks = await markPage(
      '<p lang="en">Two anchors held in the <i>harbour</i>s while we went ashore; the anchor held.</p>',
      words,
    );
    expect(marks).toEqual(['anchors → anchor', 'harbours → harbour', 'went → go', 'anchor']);
  });

  it('marks German and Russian forms, and leaves words of another language with forms alone', async () => {
    const words = [saved('Haus', 'de'), saved('книга', 'ru'), saved('casa', 'es')];
    const marks = await markPage(
      '<p lang="de">Die Häuser stehen.</p><p lang="ru">Нет книги.</p><p lang="en">Two cases.</p>',
      words,
    );
    expect(marks).toEqual(['Häuser → Haus', 'книги → книга']);
  });

  it('marks nothing but exact words without the forms indexes', async () => {
    document.body.innerHTML = '<p>Two anchors and an anchor.</p>';
    const data = buildMatcher([saved('anchor', 'en')]);
    const painted: Mark[] = [];
    const painter: Painter = {
      add: (mark) => void painted.push(mark),
      remove: () => undefined,
      clear: () => undefined,
    };
    await new PageMarker(document, data, painter, undefined, { pause: async () => undefined }).markDocument();
    expect(painted).toHaveLength(1);
  });
});
