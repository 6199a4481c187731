// The "Due today" order's answers: once the answer is revealed, one button per grade, named as
// SPEC §2 names the scores (Easy is the fourth), each with its key (1 to 4); and Undo for the last
// answer (U, Ctrl+Z).
import { useId } from 'react';
import { type Grade, scoreForGrade } from '../../../../../shared/review/grades';
import {
  formatInterval,
  intervalOf,
  type NextIntervals,
  spokenInterval,
} from '../../../../../shared/review/intervals';
import { UNDO_KEYSHORTCUTS } from '../../../../../shared/review/study-keys';
import { GRADE_BUTTONS, REVIEW_TEXTS } from '../../../../../shared/review/texts';
import { scoreClass } from '../score/score-pill';
import { useReviewKeys } from './use-review-keys';
import './review.css';

interface AnswerButtonsProps {
  revealed: boolean;
  canUndo: boolean;
  /** When the word comes back after each grade; each button shows its own (Anki's "10m / 2d"). */
  intervals?: NextIntervals;
  onAnswer(grade: Grade): void;
  onUndo(): void;
}

export function AnswerButtons({ revealed, canUndo, intervals, onAnswer, onUndo }: AnswerButtonsProps) {
  useReviewKeys({ answer: onAnswer, undo: onUndo });
  const hintId = useId();
  return (
    <div className="review-answers">
      <div className="review-answers__head">
        <p className="review-answers__hint" id={hintId}>
          {revealed ? REVIEW_TEXTS.answerGroup : REVIEW_TEXTS.answerHint}
        </p>
        <UndoButton onUndo={onUndo} disabled={!canUndo} />
      </div>
      <fieldset className="review-answers__grades" disabled={!revealed} aria-labelledby={hintId}>
        {GRADE_BUTTONS.map(({ grade, label, key }) => (
          <button
            key={grade}
            type="button"
            className={`button review-grade ${scoreClass(scoreForGrade(grade))}`}
            data-grade={grade}
            aria-keyshortcuts={key}
            onClick={() => onAnswer(grade)}
          >
            <span className="review-grade__key" aria-hidden="true">
              {key}
            </span>
            <span className="review-grade__text">
              {label}
              <GradeInterval ms={intervalOf(intervals, grade)} />
            </span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** "4d" to the eye, "in 4 days" to a screen reader; nothing where the queue sent no interval. */
function GradeInterval({ ms }: { ms: number | undefined }) {
  if (ms === undefined) return null;
  return (
    <span className="review-grade__interval" data-interval={ms}>
      <span aria-hidden="true">{formatInterval(ms)}</span>
      <span className="visually-hidden">, {spokenInterval(ms)}</span>
    </span>
  );
}

export function UndoButton({ onUndo, disabled = false }: { onUndo(): void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="button button--secondary review-undo"
      title={REVIEW_TEXTS.undoTitle}
      aria-keyshortcuts={UNDO_KEYSHORTCUTS}
      disabled={disabled}
      onClick={onUndo}
    >
      <UndoIcon />
      {REVIEW_TEXTS.undo}
    </button>
  );
}

function UndoIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}
