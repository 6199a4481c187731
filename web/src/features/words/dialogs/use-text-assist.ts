// The form's helpers: translate the word, translate the sentence, generate a sentence from the
// word (SPEC §7, §8 "Words"). A failure is shown under the field it would have filled, and a
// failed translation empties that field so a stale translation is never kept by mistake.
import { useCallback, useState } from 'react';
import { translationErrorMessage, WORD_MESSAGES } from '../../../../../shared/words/rules';
import type { Preferences, WordForm } from '../../../../../shared/words/types';
import { apiErrorText } from '../../../lib/api-client';
import { generateSentence, translateText } from '../state/words-api';
import { useInFlight } from './use-in-flight';
import type { WordFormModel } from './use-word-form';

export type AssistedField = 'wordTranslation' | 'sentence' | 'sentenceTranslation';
export type AssistNotices = Partial<Record<AssistedField, string>>;

type Languages = Pick<Preferences, 'sourceLanguage' | 'targetLanguage'>;

export function useTextAssist(
  { form, setField }: Pick<WordFormModel, 'form' | 'setField'>,
  languages: Languages,
) {
  const [notices, setNotices] = useState<AssistNotices>({});
  const wordTranslation = useInFlight();
  const sentenceTranslation = useInFlight();
  const sentence = useInFlight();

  const notify = useCallback((field: AssistedField, message: string | undefined) => {
    setNotices((current) => ({ ...current, [field]: message }));
  }, []);

  /** Fills `target` with the translation of `source`'s text. */
  const translate = (kind: 'word' | 'sentence') => {
    const source: keyof WordForm = kind === 'word' ? 'word' : 'sentence';
    const target: AssistedField = kind === 'word' ? 'wordTranslation' : 'sentenceTranslation';
    const text = form[source].trim();
    if (text === '') return;
    const guard = kind === 'word' ? wordTranslation : sentenceTranslation;
    void guard.run(async () => {
      notify(target, undefined);
      try {
        setField(target, await translateText(languages.sourceLanguage, languages.targetLanguage, text));
      } catch (error) {
        setField(target, '');
        notify(target, translationErrorMessage(kind, apiErrorText(error)));
      }
    });
  };

  const generate = () => {
    const word = form.word.trim();
    if (word === '') return;
    void sentence.run(async () => {
      notify('sentence', undefined);
      try {
        setField('sentence', await generateSentence(word));
      } catch {
        // Whatever went wrong (the provider, the network), the learner can only try again later.
        notify('sentence', WORD_MESSAGES.sentenceServerOverloaded);
      }
    });
  };

  return {
    notices,
    /** Forgets a field's notice once the learner edits that field. */
    clearNotice: (field: AssistedField) => notices[field] && notify(field, undefined),
    translateWord: () => translate('word'),
    translateSentence: () => translate('sentence'),
    generateSentence: generate,
    busy: {
      translateWord: wordTranslation.busy,
      translateSentence: sentenceTranslation.busy,
      generateSentence: sentence.busy,
    },
  };
}

export type TextAssist = ReturnType<typeof useTextAssist>;
