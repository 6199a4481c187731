// The add dialog's answer to a word that exists (the spec's 'The word already exists.' stays as it
// is under the field): when the form has a sentence, one button keeps that sentence as an
// encounter of the saved word, so meeting the word again is not lost. A word added offline and
// still waiting to be sent has no word on the server yet: it gets a note instead of the button.
import { useState } from 'react';
import { isWaitingNewWord, NEW_WORD_WAITING_ENCOUNTER } from '../../../../../shared/offline/new-words';
import { ENCOUNTER_TEXTS } from '../../../../../shared/words/encounters';
import type { Word, WordForm } from '../../../../../shared/words/types';
import { handleApiError } from '../../../lib/api-client';
import { notifySuccess, notifyWarning } from '../../../lib/toasts';
import { setEncounterCount } from './encounter-count';
import { addEncounter } from './encounters-api';
import './encounters.css';

interface EncounterOfferProps {
  /** The saved word the form's word duplicates. */
  existing: Word;
  form: WordForm;
  /** After the sentence is kept: the dialog empties its form for the next word. */
  onAdded: () => void;
}

export function EncounterOffer(props: EncounterOfferProps) {
  if (isWaitingNewWord(props.existing.uuid))
    return <p className="encounter-offer encounter-offer--waiting">{NEW_WORD_WAITING_ENCOUNTER}</p>;
  return <OfferButton {...props} />;
}

function OfferButton({ existing, form, onAdded }: EncounterOfferProps) {
  return (
    <p className="encounter-offer">
      <AddSentenceButton
        wordUuid={existing.uuid}
        form={form}
        onAdded={onAdded}
        label={ENCOUNTER_TEXTS.offer}
      />
    </p>
  );
}

interface AddSentenceProps {
  /** The saved word the form's sentence goes to. */
  wordUuid: string;
  form: WordForm;
  label: string;
  onAdded: () => void;
}

/** Keeps the form's sentence (and its source) as one more sentence the saved word was met in. */
export function AddSentenceButton({ wordUuid, form, label, onAdded }: AddSentenceProps) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const answer = await addEncounter(wordUuid, {
        sentence: form.sentence,
        sentenceTranslation: form.sentenceTranslation,
        sourceUrl: form.sourceUrl ?? '',
        sourceTitle: form.sourceTitle ?? '',
      });
      setEncounterCount(wordUuid, answer.encounters.length);
      void notifySuccess(answer.message);
      if (answer.notice) void notifyWarning(answer.notice);
      onAdded();
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void add()}
    >
      {label}
    </button>
  );
}
