// The form's helpers: translate the word, translate the sentence, generate a sentence from the
// word (SPEC §7, §8 "Words"). A failure is shown under the field it would have filled, and a
// failed translation empties that field so a stale translation is never kept by mistake.
import { useCallback, useState } from 'react';
import {
  NoTranslatorError,
  TRANSLATION_ENGINE_NOTES,
  type TranslationEngine,
} from '../../../../../shared/languages/translators';
import { translationErrorMessage, WORD_MESSAGES } from '../../../../../shared/words/rules';
import type { Preferences, WordForm } from '../../../../../shared/words/types';
import { apiErrorText } from '../../../lib/api-client';
import { translateForLearner } from '../state/translate';
import { generateSentence } from '../state/words-api';
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
  // Which translator filled a field: the learner should know whether the text left the device.
  const [engines, setEngines] = useState<Partial<Record<AssistedField, TranslationEngine>>>({});
  const wordTranslation = useInFlight();
  const sentenceTranslation = useInFlight();
  const sentence = useInFlight();

  const notify = useCallback((field: AssistedField, message: string | undefined) => {
    setNotices((current) => ({ ...current, [field]: message }));
    setEngines((current) => ({ ...current, [field]: undefined }));
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
        const translated = await translateForLearner(
          languages.sourceLanguage,
          languages.targetLanguage,
          text,
        );
        setField(target, translated.text);
        setEngines((current) => ({ ...current, [target]: translated.engine }));
      } catch (error) {
        setField(target, '');
        const detail = error instanceof NoTranslatorError ? error.message : apiErrorText(error);
        notify(target, translationErrorMessage(kind, detail));
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
    /** 'Translated on this device' or 'by the server', under a field a translator filled. */
    engineNote: (field: AssistedField) => {
      const engine = engines[field];
      return engine && TRANSLATION_ENGINE_NOTES[engine];
    },
    /** Forgets a field's notice and engine note once the learner edits that field. */
    clearNotice: (field: AssistedField) => (notices[field] || engines[field]) && notify(field, undefined),
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
