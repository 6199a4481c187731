// A running job's progress (an import, an export): a bar with its stage and counts, and its cancel
// button. The bar is a progressbar with its value (none while the total is not known: the bar then
// moves without a value); the stage is told to screen readers in a polite live region when it
// changes, not at every count, which would talk over everything else. How a job ended when it
// did not end well (failed, cancelled, stopped at its time or memory limit, refused) is JobEnded.
import './job-progress.css';

export interface JobProgressProps {
  /** The bar's name: what is in progress ("Export progress"). */
  label: string;
  /** The stage alone, for the live region ("Writing words"). */
  stage: string;
  /** The stage with its counts, shown under the bar ("Writing words: 1200 of 10000"). */
  text: string;
  done: number;
  /** 0 while not known. */
  total: number;
  onCancel?: () => void;
  cancelLabel?: string;
}

export function JobProgress({ label, stage, text, done, total, onCancel, cancelLabel }: JobProgressProps) {
  const known = total > 0;
  const percent = known ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="job-progress">
      <div
        className={`job-progress__track${known ? '' : ' job-progress__track--unknown'}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? Math.min(done, total) : undefined}
        aria-valuetext={text}
      >
        <div className="job-progress__fill" style={known ? { width: `${percent}%` } : undefined} />
      </div>
      <p className="job-progress__text" aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {stage}
      </p>
      {onCancel && (
        <button type="button" className="button button--secondary job-progress__cancel" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}

/**
 * Why a job ended without its result, in the server's words (the messages of shared/jobs and of
 * each feature): an alert, so a screen reader says it at once. Always in the page, empty until then,
 * because a live region added together with its text is not announced by every reader.
 */
export function JobEnded({ message }: { message: string }) {
  return (
    <p className="job-progress__ended" role="alert">
      {message}
    </p>
  );
}
