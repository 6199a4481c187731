// Saved words of one language through the real matcher, as the page marker uses it: what each
// text marks, and as which saved word.
import { loadForms } from '../../../shared/forms/index';
import { loadFormIndexes } from '../../../shared/marking/form-index';
import { buildMatcher, matchText } from '../../../shared/marking/matcher';
import type { Word } from '../../../shared/words/types';

export async function markerFor(language: string, saved: readonly string[]) {
  const forms = await loadForms(language);
  if (!forms) throw new Error(`no forms for ${language}`);
  const words = saved.map(
    (word, n) => ({ uuid: `w${n}`, word, wordTranslation: '', language, score: 1, speechWord: '' }) as Word,
  );
  const data = buildMatcher(words, [forms]);
  const index = new Map(data.index);
  const formIndexes = await loadFormIndexes(data.forms);
  /** Each mark in `text`: the text met and the saved word it was taken for. */
  return (text: string, lang = language) =>
    matchText(text, index, lang, formIndexes).map((match) => ({
      met: text.slice(match.start, match.end),
      word: data.words[match.word]?.word ?? '',
      form: match.form,
    }));
}
