// One answer button of the popup's "Due today" test: its key, its name and, when the queue sent
// it, when the word comes back after it ("4d" to the eye, "in 4 days" to a screen reader).
import { formatInterval, spokenInterval } from '../../../shared/review/intervals';
import type { GRADE_BUTTONS } from '../../../shared/review/texts';

interface GradeButtonProps {
  choice: (typeof GRADE_BUTTONS)[number];
  interval: number | undefined;
  onAnswer(grade: number): void;
}

export function GradeButton({ choice, interval, onAnswer }: GradeButtonProps) {
  return (
    <button
      type="button"
      className="grade-choice"
      aria-keyshortcuts={choice.key}
      onClick={() => onAnswer(choice.grade)}
    >
      <kbd>{choice.key}</kbd> {choice.label}
      {interval !== undefined && (
        <span className="grade-interval" data-interval={interval}>
          <span aria-hidden="true">{formatInterval(interval)}</span>
          <span className="visually-hidden">, {spokenInterval(interval)}</span>
        </span>
      )}
    </button>
  );
}
