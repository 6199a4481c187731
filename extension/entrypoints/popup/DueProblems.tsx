// Under the "Due today" card: why the last action failed, and how many answers wait to be sent.
import { waitingAnswersLine } from '../../../shared/review/quick-review-texts';

export function DueProblems({ problem, unsent }: { problem: string; unsent: number }) {
  return (
    <>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {unsent > 0 && <p className="muted small">{waitingAnswersLine(unsent)}</p>}
    </>
  );
}
