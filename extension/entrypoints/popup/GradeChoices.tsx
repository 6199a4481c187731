// The four grades of the revealed "Due today" card, each with its key and, when the queue sent it,
// when the word comes back after it.
import { intervalOf, type NextIntervals } from '../../../shared/review/intervals';
import { QUICK_REVIEW_TEXTS } from '../../../shared/review/quick-review-texts';
import { GRADE_BUTTONS } from '../../../shared/review/texts';
import { GradeButton } from './GradeButton';

interface GradeChoicesProps {
  /** The card's next intervals, one per grade, when the queue sent them. */
  intervals: NextIntervals | undefined;
  onAnswer(grade: number): void;
}

export function GradeChoices({ intervals, onAnswer }: GradeChoicesProps) {
  return (
    <fieldset className="grade-choices grade-choices--four">
      <legend className="muted small">{QUICK_REVIEW_TEXTS.answers}</legend>
      {GRADE_BUTTONS.map((choice) => (
        <GradeButton
          key={choice.grade}
          choice={choice}
          interval={intervalOf(intervals, choice.grade)}
          onAnswer={onAnswer}
        />
      ))}
    </fieldset>
  );
}
