// Marks a page (document.body set to `html`) with a matcher as the content script does, its forms
// indexes loaded, and says what was marked as "form met → saved word" (or the word as saved).
import type { Mark, Painter } from '../../../extension/lib/marking/marks';
import { PageMarker } from '../../../extension/lib/marking/page-marker';
import { formMetLabel } from '../../../shared/forms/index';
import { loadFormIndexes } from '../../../shared/marking/form-index';
import type { MatcherData } from '../../../shared/marking/matcher';
import type { Word } from '../../../shared/words/types';

export const saved = (word: string, language: string): Word =>
  ({ uuid: `id-${word}`, word, wordTranslation: '', language, score: 2, speechWord: '' }) as Word;

export async function markPageWith(html: string, data: MatcherData): Promise<string[]> {
  document.body.innerHTML = html;
  const painted: Mark[] = [];
  const painter: Painter = {
    add: (mark) => void painted.push(mark),
    remove: () => undefined,
    clear: () => undefined,
  };
  const marker = new PageMarker(
    document,
    data,
    painter,
    undefined,
    { pause: async () => undefined },
    await loadFormIndexes(data.forms),
  );
  await marker.markDocument();
  return painted.map((mark) => {
    const range = document.createRange();
    range.setStart(mark.node, mark.start);
    range.setEnd(mark.endNode, mark.end);
    return formMetLabel(range.toString(), data.words[mark.word]?.word ?? '');
  });
}
