// The running import: a progress bar and the same words for a screen reader, told politely.
import type { ImportJobAnswer } from '../../../../shared/api';
import { IMPORT_STOP, importProgressText } from '../../../../shared/import/texts';

export function ImportProgress({ job, onCancel }: { job: ImportJobAnswer; onCancel?: () => void }) {
  const text = importProgressText(job.done, job.total);
  // Reading and storing are two passes over the same words: each counts for half the bar.
  const value = job.total === 0 ? 0 : (job.state === 'storing' ? job.total : 0) + job.done;
  return (
    <div className="import-progress">
      <progress max={Math.max(job.total * 2, 1)} value={value} aria-label={text} />
      <p role="status" aria-live="polite">
        {text}
      </p>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {IMPORT_STOP}
        </button>
      )}
    </div>
  );
}
