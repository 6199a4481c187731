// The running import: the job progress bar with the stage and counts, and its cancel button.
import type { ImportJobAnswer } from '../../../../shared/api';
import {
  IMPORT_PROGRESS_LABEL,
  IMPORT_STOP,
  importProgressText,
  importStageText,
} from '../../../../shared/import/texts';
import { JobProgress } from '../../components/job-progress';

export function ImportProgress({ job, onCancel }: { job: ImportJobAnswer; onCancel?: () => void }) {
  // Reading and storing are two passes over the same words: each counts for half the bar.
  const value = job.total === 0 ? 0 : (job.state === 'storing' ? job.total : 0) + job.done;
  return (
    <JobProgress
      label={IMPORT_PROGRESS_LABEL}
      stage={importStageText(job.state, job.total)}
      text={importProgressText(job.state, job.done, job.total)}
      done={value}
      total={job.total * 2}
      onCancel={onCancel}
      cancelLabel={IMPORT_STOP}
    />
  );
}
