// "3 more sentences": opens the word's encounters. In a list row or card, and in the edit dialog.
import { useSetAtom } from 'jotai';
import { ENCOUNTER_TEXTS } from '../../../../../shared/words/encounters';
import type { Word } from '../../../../../shared/words/types';
import { QuoteIcon } from '../list/icons';
import { wordDialogAtom } from '../state/dialog-state';
import './encounters.css';

interface EncountersButtonProps {
  word: Word;
  /** Opens them over the current dialog instead (the edit dialog keeps what was typed). */
  onOpen?: () => void;
}

export function EncountersButton({ word, onOpen }: EncountersButtonProps) {
  const openDialog = useSetAtom(wordDialogAtom);
  const count = word.encounterCount ?? 0;
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="encounters-button"
      aria-label={`${ENCOUNTER_TEXTS.count(count)} for ${word.word}`}
      title={ENCOUNTER_TEXTS.title}
      onClick={onOpen ?? (() => openDialog({ mode: 'encounters', uuid: word.uuid }))}
    >
      <QuoteIcon size={14} />
      {ENCOUNTER_TEXTS.count(count)}
    </button>
  );
}
