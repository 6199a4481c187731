// The export's progress while its file is made (stage, counts, cancel), and how it ended when it
// did not end with a download: said as an alert, so a screen reader hears it at once.
import type { ExportJobAnswer } from '../../../../shared/api';
import {
  EXPORT_PROGRESS_LABEL,
  EXPORT_STOP,
  exportStageName,
  exportStageText,
} from '../../../../shared/export/job-texts';
import { JobEnded, JobProgress } from '../../components/job-progress';

export function ExportProgress({
  job,
  ended,
  onCancel,
}: {
  job: ExportJobAnswer | null;
  ended: string;
  onCancel: () => void;
}) {
  return (
    <div className="export-progress">
      {job && (
        <JobProgress
          label={EXPORT_PROGRESS_LABEL}
          stage={exportStageName(job.stage)}
          text={exportStageText(job.stage, job.done, job.total)}
          done={job.done}
          total={job.total}
          onCancel={onCancel}
          cancelLabel={EXPORT_STOP}
        />
      )}
      <JobEnded message={ended} />
    </div>
  );
}
