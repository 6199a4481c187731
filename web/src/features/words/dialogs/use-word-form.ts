// The add and edit forms' values and their live messages (SPEC §5 "Words"), checked by the shared
// rules against the learner's words. 'Missing Word. ' waits until the word field has been left or
// a submit was tried, so a fresh form does not open with a complaint.
import { useCallback, useMemo, useState } from 'react';
import { isWordFormValid, validateWordForm, type WordFormErrors } from '../../../../../shared/words/rules';
import type { Word, WordForm } from '../../../../../shared/words/types';
import type { SpeechSettings } from './word-form-values';

export interface WordFormModel {
  form: WordForm;
  /** The messages to show now, by field. */
  errors: WordFormErrors;
  /** True while the category picker's "New category…" input is in use. */
  creatingCategory: boolean;
  setField: <K extends keyof WordForm>(field: K, value: WordForm[K]) => void;
  setSpeech: (speech: SpeechSettings) => void;
  setCreatingCategory: (creating: boolean) => void;
  /** The word field was left: from now on an empty word is reported. */
  touchWord: () => void;
  /** Shows every message; true when the form may be sent. */
  checkForSubmit: () => boolean;
  reset: (form: WordForm) => void;
}

/**
 * `words` is the learner's list for the duplicate check; `originalWord` is the edited word's text,
 * so keeping it (or changing only its case) is not reported as a duplicate.
 */
export function useWordForm(initial: WordForm, words: readonly Word[], originalWord?: string): WordFormModel {
  const [form, setForm] = useState(initial);
  const [wordTouched, setWordTouched] = useState(false);
  const [creatingCategory, setCreatingCategory] = useState(false);

  const allErrors = useMemo(() => validateWordForm(form, words, originalWord), [form, words, originalWord]);
  const errors = useMemo(() => {
    if (wordTouched || form.word.trim() !== '') return allErrors;
    const { word: _untilTouched, ...rest } = allErrors;
    return rest;
  }, [allErrors, wordTouched, form.word]);

  const setField = useCallback(<K extends keyof WordForm>(field: K, value: WordForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);
  const setSpeech = useCallback((speech: SpeechSettings) => {
    setForm((current) => ({ ...current, ...speech }));
  }, []);
  const touchWord = useCallback(() => setWordTouched(true), []);
  const reset = useCallback((next: WordForm) => {
    setForm(next);
    setWordTouched(false);
    setCreatingCategory(false);
  }, []);

  const checkForSubmit = () => {
    setWordTouched(true);
    return isWordFormValid(allErrors);
  };

  return {
    form,
    errors,
    creatingCategory,
    setField,
    setSpeech,
    setCreatingCategory,
    touchWord,
    checkForSubmit,
    reset,
  };
}
