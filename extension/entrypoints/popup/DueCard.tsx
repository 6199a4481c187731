// The card of the popup's "Due today" test: what is left today and Undo, the word, Reveal or the
// four grades, Bury and Suspend, and the keys that do the same.
import type { Word } from '../../../shared/api';
import type { NextIntervals } from '../../../shared/review/intervals';
import { dueHeading, QUICK_REVIEW_TEXTS } from '../../../shared/review/quick-review-texts';
import { DueProblems } from './DueProblems';
import { GradeChoices } from './GradeChoices';
import { HoldButtons } from './HoldButtons';
import { StudyCardFace } from './StudyCardFace';
import { UndoAnswerButton } from './UndoAnswerButton';
import type { DueAnswers } from './use-due-answers';

interface DueCardProps {
  card: Word;
  study: DueAnswers;
  /** How many of the words left are due (the others are new). */
  dueLeft: number;
  intervals: NextIntervals | undefined;
}

export function DueCard({ card, study, dueLeft, intervals }: DueCardProps) {
  return (
    <>
      <div className="study-top">
        <span className="muted">{dueHeading(dueLeft, study.left.length - dueLeft)}</span>
        <UndoAnswerButton disabled={!study.canUndo} onUndo={study.undo} />
      </div>
      <StudyCardFace card={card} revealed={study.revealed} />
      {study.revealed ? (
        <GradeChoices intervals={intervals} onAnswer={study.answer} />
      ) : (
        <button type="button" className="primary" aria-keyshortcuts="Space Enter" onClick={study.reveal}>
          {QUICK_REVIEW_TEXTS.reveal}
        </button>
      )}
      <HoldButtons onHold={study.hold} />
      <DueProblems problem={study.problem} unsent={study.unsent} />
      <p className="muted small study-keys">
        {QUICK_REVIEW_TEXTS.keys.map((hint, at) => (
          <span key={hint}>
            {at > 0 && ' · '}
            <span className="study-key-hint">{hint}</span>
          </span>
        ))}
      </p>
    </>
  );
}
