// The add-word dialog (SPEC §2, §4 "Words list"): the new word goes to the top of the list, the
// form empties but keeps the chosen category, and the dialog stays open for the next word. Offline,
// the word is kept on the device and shown as waiting until it is sent (decision 0031).
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { type FormOfSaved, isWordIsFormAnswer } from '../../../../../shared/forms/form-offer';
import { offlineAddKept } from '../../../../../shared/offline/new-words';
import { categoryLabel, findDuplicateWord, wordAddedMessage } from '../../../../../shared/words/rules';
import type { Preferences } from '../../../../../shared/words/types';
import { Modal } from '../../../components/modal';
import { apiErrorBody, handleApiError } from '../../../lib/api-client';
import { wordsAtom } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toasts';
import { EncounterOffer } from '../encounters/encounter-offer';
import { FormOffer } from '../encounters/form-offer';
import { saveNewWord } from '../state/offline-changes';
import { insertWord } from '../state/words-store';
import { PictureField } from './picture-field';
import { announceSaved, splitSavedAnswer } from './saved-answer';
import { useInFlight } from './use-in-flight';
import { usePicture } from './use-picture';
import { useWordForm } from './use-word-form';
import { WordForm } from './word-form';
import { emptyWordForm, speechOfPreferences, wordFormToSend } from './word-form-values';

interface AddWordDialogProps {
  preferences: Preferences;
  onClose: () => void;
}

export function AddWordDialog({ preferences, onClose }: AddWordDialogProps) {
  const words = useAtomValue(wordsAtom);
  const model = useWordForm(emptyWordForm(speechOfPreferences(preferences)), words);
  const picture = usePicture();
  const { busy, run } = useInFlight();
  const wordRef = useRef<HTMLInputElement>(null);
  // The server's answer that the word is another form of a saved one, while the word is unchanged.
  const [answeredForm, setAnsweredForm] = useState<FormOfSaved | null>(null);
  const formOf = answeredForm?.form === model.form.word.trim() ? answeredForm : null;

  const startNext = () => {
    model.reset(emptyWordForm(model.form, categoryLabel(model.form.category)));
    picture.clear();
    wordRef.current?.focus();
  };
  // The word exists: its sentence can still be kept, as one more sentence the word was met in.
  const existing = model.form.sentence.trim() === '' ? undefined : findDuplicateWord(model.form.word, words);

  /** `asNewWord`: the learner chose to keep a form of a saved word as a word of its own. */
  const submit = (asNewWord = false) => {
    if (!model.checkForSubmit()) return;
    const form = model.form;
    void run(async () => {
      try {
        const toSend = wordFormToSend(form);
        const answer = await saveNewWord(toSend, picture.file, !asNewWord);
        setAnsweredForm(null);
        if ('waiting' in answer) {
          // Offline: kept on the device, shown as waiting, added once online (decision 0031).
          insertWord(answer.waiting);
          void notifySuccess(offlineAddKept(toSend.word));
          startNext();
          return;
        }
        const { word, speechNotice } = splitSavedAnswer(answer.saved);
        insertWord(word);
        announceSaved(wordAddedMessage(word.word), speechNotice);
        startNext();
      } catch (error) {
        const body = apiErrorBody(error);
        if (isWordIsFormAnswer(body)) setAnsweredForm(body.formOf);
        else handleApiError(error);
      }
    });
  };
  const offer = formOf ? (
    <FormOffer
      formOf={formOf}
      form={model.form}
      busy={busy}
      onAdded={startNext}
      onSaveAnyway={() => submit(true)}
    />
  ) : (
    existing && <EncounterOffer existing={existing} form={model.form} onAdded={startNext} />
  );

  return (
    <Modal title="Add a word" open onClose={onClose}>
      <WordForm
        model={model}
        preferences={preferences}
        words={words}
        picture={<PictureField choice={picture} word={model.form.word} />}
        pictureChoice={picture}
        submitLabel="Add"
        busy={busy}
        onSubmit={() => submit()}
        onCancel={onClose}
        wordRef={wordRef}
        afterWord={offer}
      />
    </Modal>
  );
}
