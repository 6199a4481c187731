// The quieter parts of a word on the list: its score, category and day, its edit and delete
// buttons (its links are in links/word-links.tsx).
import { useSetAtom } from 'jotai';
import { categoryLabel } from '../../../../../shared/words/rules';
import type { Score, Word } from '../../../../../shared/words/types';
import { ScorePill } from '../score/score-pill';
import { wordDialogAtom } from '../state/dialog-state';
import { PenIcon, TrashIcon } from './icons';
import { useListView } from './list-view';

/** The score in a row or card: the same pill as the study modes, smaller. */
export const ScoreBadge = ({ score }: { score: Score }) => <ScorePill score={score} size="small" />;

export const CategoryText = ({ category }: { category: string }) => (
  <span className="category">{categoryLabel(category)}</span>
);

export const DayText = ({ date }: { date: string }) => (
  <time dateTime={date.slice(0, 10)}>{date.slice(0, 10)}</time>
);

export function RowActions({ word }: { word: Word }) {
  const openDialog = useSetAtom(wordDialogAtom);
  const { askDelete } = useListView();
  return (
    <span className="row-actions">
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${word.word}`}
        title="Edit"
        onClick={() => openDialog({ mode: 'edit', uuid: word.uuid })}
      >
        <PenIcon size={18} />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={`Delete ${word.word}`}
        title="Delete"
        onClick={() => askDelete(word)}
      >
        <TrashIcon size={18} />
      </button>
    </span>
  );
}
