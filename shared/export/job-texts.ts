// An export as a job (docs/decisions/0041-export-jobs.md): its stages as the progress bar names
// them, and every message a learner reads while the file is made, when it cannot be, and after.
/** The stages a worker reports; 'waiting' until a worker takes the job. */
export const EXPORT_STAGES = ['waiting', 'words', 'collection', 'data', 'media', 'writing'] as const;
export type ExportStage = (typeof EXPORT_STAGES)[number];

const STAGE_LABELS: Record<ExportStage, string> = {
  waiting: 'Waiting for a free worker',
  words: 'Writing words',
  collection: 'Building the Anki collection',
  data: 'Writing your data',
  media: 'Adding pictures and audio',
  writing: 'Finishing the file',
};

export const isExportStage = (stage: string): stage is ExportStage =>
  (EXPORT_STAGES as readonly string[]).includes(stage);

/** The stage's name ("Writing words"), told to screen readers when it changes. */
export const exportStageName = (stage: string) =>
  isExportStage(stage) ? STAGE_LABELS[stage] : STAGE_LABELS.writing;

/** "Writing words: 1200 of 10000", or the stage alone while its total is not known. */
export function exportStageText(stage: string, done: number, total: number): string {
  const label = exportStageName(stage);
  return total > 0 ? `${label}: ${done} of ${total}` : `${label}...`;
}

/** The progress bar's name, for screen readers. */
export const EXPORT_PROGRESS_LABEL = 'Export progress';

export const EXPORT_JOB_MESSAGES = {
  busy: 'An export of yours is being made already. Wait for it to finish, or cancel it.',
  failed: 'The export could not be made. Nothing was changed; please try again.',
  tooSlow: 'The export took too long and was stopped. Try the words shown in a smaller list.',
  workerDied: 'Making the export stopped its worker. Nothing was changed; please try again.',
  tooMuchMemory:
    'The export needed more memory than one export may use and was stopped. Try the words shown in a smaller list.',
  gaveUp: 'The export stopped before it finished, several times. Please try again later.',
  cancelled: 'The export was cancelled.',
  notCancellable: 'This export has already ended.',
  notFound: 'This export was not found. Exports are kept for an hour after they finish.',
  notReady: 'This export is not ready to download yet.',
  backupShown: 'A full backup is always of every word.',
} as const;

export const EXPORT_STOP = 'Cancel export';
