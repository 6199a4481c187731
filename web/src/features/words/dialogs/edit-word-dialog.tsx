// The edit dialog (SPEC §2, §4 "Words list"): the updated word replaces the old one in place and
// the dialog closes. The word's current picture can be kept, replaced or removed.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { offlineEditKept } from '../../../../../shared/offline/rules';
import { wordUpdatedMessage } from '../../../../../shared/words/rules';
import type { Preferences, Word } from '../../../../../shared/words/types';
import { Modal } from '../../../components/modal';
import { handleApiError } from '../../../lib/api-client';
import { userAtom, wordsAtom } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toasts';
import { EncountersButton } from '../encounters/encounters-button';
import { EncountersDialog } from '../encounters/encounters-dialog';
import { saveEdit } from '../state/offline-changes';
import { editedLocally } from '../state/offline-edits';
import { versionOf } from '../state/word-version';
import { replaceWord } from '../state/words-store';
import { PictureField } from './picture-field';
import { announceSaved, splitSavedAnswer } from './saved-answer';
import { useCurrentPicture } from './use-current-picture';
import { useInFlight } from './use-in-flight';
import { usePicture } from './use-picture';
import { useWordForm } from './use-word-form';
import { WordForm } from './word-form';
import { wordFormOf, wordFormToSend } from './word-form-values';

interface EditWordDialogProps {
  uuid: string;
  preferences: Preferences;
  onClose: () => void;
}

export function EditWordDialog({ uuid, preferences, onClose }: EditWordDialogProps) {
  const words = useAtomValue(wordsAtom);
  const word = words.find((candidate) => candidate.uuid === uuid);
  // The word was deleted while the dialog was open (or never existed): nothing is left to edit.
  useEffect(() => {
    if (!word) onClose();
  }, [word, onClose]);
  if (!word) return null;
  return <EditWordForm word={word} words={words} preferences={preferences} onClose={onClose} />;
}

interface EditWordFormProps extends Omit<EditWordDialogProps, 'uuid'> {
  word: Word;
  words: readonly Word[];
}

function EditWordForm({ word, words, preferences, onClose }: EditWordFormProps) {
  // The word as it was when the dialog opened: its own text is not a duplicate of itself.
  const [original] = useState(word);
  const model = useWordForm(wordFormOf(original), words, original.word);
  const picture = usePicture();
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [encountersOpen, setEncountersOpen] = useState(false);
  const currentUrl = useCurrentPicture(useAtomValue(userAtom)?.id, original.picture);
  const { busy, run } = useInFlight();

  const submit = () => {
    if (!model.checkForSubmit()) return;
    const form = wordFormToSend(model.form);
    const removePicture = removeCurrent && !picture.file;
    void run(async () => {
      try {
        const answer = await saveEdit(original.uuid, form, {
          picture: picture.file,
          removePicture,
          version: versionOf(original),
        });
        if (answer === null) {
          // Offline: kept on the device and sent once online (docs/decisions/0031-offline-study.md).
          replaceWord(editedLocally(word, form));
          void notifySuccess(offlineEditKept(form.word));
          onClose();
          return;
        }
        const { word: updated, speechNotice } = splitSavedAnswer(answer);
        replaceWord(updated);
        announceSaved(wordUpdatedMessage(updated.word), speechNotice);
        onClose();
      } catch (error) {
        // A 409 word_changed (edited meanwhile elsewhere) is said by the common handler with the
        // server's message; the dialog stays open with what the learner typed.
        handleApiError(error);
      }
    });
  };

  return (
    <Modal title="Edit the word" open onClose={onClose}>
      <WordForm
        model={model}
        preferences={preferences}
        words={words}
        picture={
          <PictureField
            choice={picture}
            currentUrl={removeCurrent ? null : currentUrl}
            onRemoveCurrent={() => setRemoveCurrent(true)}
            word={model.form.word}
          />
        }
        pictureChoice={picture}
        submitLabel="Save"
        busy={busy}
        onSubmit={submit}
        onCancel={onClose}
        afterWord={<EncountersButton word={word} onOpen={() => setEncountersOpen(true)} />}
      />
      {encountersOpen && <EncountersDialog uuid={word.uuid} onClose={() => setEncountersOpen(false)} />}
    </Modal>
  );
}
