// A word added offline with a translation left empty gets it once online
// (docs/decisions/0031-offline-study.md): offline the translate buttons cannot answer, so the add
// keeps the learner's language pair, and the sender translates what is empty just before it sends
// the add, with the add. A translation that fails, or that the form would refuse (too long),
// leaves the field empty: the word is never held back or lost for it.
import { SENTENCE_MAX, WORD_MAX } from '../../../../shared/words/rules';
import type { WordForm } from '../../../../shared/words/types';
import type { LanguagePair, OfflineChange } from './changes';

/** Translates one text; throws when it cannot. The page tries the device first, the worker asks the server. */
export type Translate = (pair: LanguagePair, text: string) => Promise<string>;

type AddChange = Extract<OfflineChange, { kind: 'add' }>;

async function quietly(translate: Translate, pair: LanguagePair, text: string, max: number): Promise<string> {
  if (text.trim() === '') return '';
  try {
    const translated = (await translate(pair, text.trim())).trim();
    return translated.length <= max ? translated : '';
  } catch {
    return '';
  }
}

/** The add's form with its empty translations filled in, when it kept the pair to translate with. */
export async function withTranslations(change: AddChange, translate: Translate): Promise<WordForm> {
  const { form, translateWith: pair } = change;
  if (!pair) return form;
  const [wordTranslation, sentenceTranslation] = await Promise.all([
    form.wordTranslation.trim() || quietly(translate, pair, form.word, WORD_MAX),
    form.sentenceTranslation.trim() || quietly(translate, pair, form.sentence, SENTENCE_MAX),
  ]);
  return { ...form, wordTranslation, sentenceTranslation };
}
