// The import, step by step in one dialog: choose a file (its format found from its name and
// bytes), map the columns of a CSV or TSV with a preview, choose what an existing word gets and
// the language of each deck's words (proposed by the server), then a progress bar while the job
// runs, and its report.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import type { ImportJobAnswer, ImportReport as Report } from '../../../../shared/api';
import { guessMapping, isOurHeader, type TableOptions } from '../../../../shared/import/mapping';
import {
  IMPORT_DROP,
  IMPORT_EXISTING_LABEL,
  IMPORT_FORMAT_LABEL,
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  IMPORT_MESSAGES,
  IMPORT_START,
  IMPORT_TITLE,
  type ImportFormat,
  ON_EXISTING,
  ON_EXISTING_LABELS,
  type OnExisting,
} from '../../../../shared/import/texts';
import { JobEnded } from '../../components/job-progress';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { reloadLearnerData } from '../auth/learner-data';
import { cancelImport, followImport, ImportRefused, startImport } from './import-job';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { LanguageStep } from './language-step';
import { MappingStep } from './mapping-step';
import { isTable, previewRows, readFileHead } from './read-file-head';
import { useImportPreview } from './use-import-preview';
import './import.css';

const FORMAT_OPTIONS = IMPORT_FORMATS.map((value) => ({ value, label: IMPORT_FORMAT_LABELS[value] }));
const LOOK = { field: 'form-field', label: 'form-field__label', input: 'form-field__input' };

interface Chosen {
  file: File;
  head: Uint8Array;
  format: ImportFormat;
  rows: string[][];
}

const tableFor = (rows: string[][]): TableOptions =>
  rows[0] && isOurHeader(rows[0])
    ? { header: true, mapping: guessMapping(rows[0]) }
    : { header: true, mapping: guessMapping(rows[0] ?? []) };

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [table, setTable] = useState<TableOptions>({ header: true, mapping: {} });
  const [onExisting, setOnExisting] = useState<OnExisting>('skip');
  const [job, setJob] = useState<ImportJobAnswer | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const closed = useRef(false);
  const { preview, languages, setLanguages, waiting } = useImportPreview(
    chosen?.file ?? null,
    chosen?.format ?? null,
    table,
    useCallback((message: string) => setError(message), []),
  );
  useEffect(() => {
    closed.current = !open;
  }, [open]);

  const choose = async (file: File) => {
    setError('');
    setJob(null);
    const head = await readFileHead(file);
    if (!head.format) {
      setChosen(null);
      setError(IMPORT_MESSAGES.unknownFormat);
      return;
    }
    setChosen({ file, head: head.bytes, format: head.format, rows: head.rows });
    setTable(tableFor(head.rows));
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    onDrop: (files: File[]) => {
      if (files[0]) void choose(files[0]);
    },
  });

  const changeFormat = (format: ImportFormat) => {
    if (!chosen) return;
    const rows = isTable(format) ? previewRows(chosen.head, format) : [];
    setChosen({ ...chosen, format, rows });
    setTable(tableFor(rows));
  };

  const start = async () => {
    if (!chosen) return;
    setError('');
    setRunning(true);
    setJob({ id: '', state: 'reading', done: 0, total: 0 });
    try {
      const id = await startImport(chosen.file, {
        format: chosen.format,
        onExisting,
        ...(isTable(chosen.format) ? { table } : {}),
        ...(Object.keys(languages).length > 0 ? { languages } : {}),
      });
      const last = await followImport(id, setJob, () => closed.current);
      if (last?.state === 'failed') setError(last.message ?? IMPORT_MESSAGES.failed);
      if (last?.state === 'done') await reloadLearnerData().catch(() => undefined);
    } catch (failure) {
      setJob(null);
      setError(failure instanceof ImportRefused ? failure.message : IMPORT_MESSAGES.failed);
    } finally {
      setRunning(false);
    }
  };

  const report: Report | undefined = job?.state === 'done' ? job.report : undefined;
  const needsWord = chosen !== null && isTable(chosen.format) && table.mapping.word === undefined;
  return (
    <Modal title={IMPORT_TITLE} open={open} onClose={onClose}>
      <div className="import-dialog">
        {!running && !report && (
          <>
            <div {...getRootProps({ className: `import-drop${isDragActive ? ' import-drop--active' : ''}` })}>
              <input {...getInputProps({ 'aria-label': IMPORT_DROP })} />
              <p>{chosen ? chosen.file.name : IMPORT_DROP}</p>
            </div>
            {chosen && (
              <>
                <SelectField
                  label={IMPORT_FORMAT_LABEL}
                  value={chosen.format}
                  options={FORMAT_OPTIONS}
                  onChange={changeFormat}
                  look={LOOK}
                />
                {isTable(chosen.format) && (
                  <MappingStep rows={chosen.rows} table={table} onChange={setTable} />
                )}
                <fieldset className="import-existing">
                  <legend className="import-step__title">{IMPORT_EXISTING_LABEL}</legend>
                  {ON_EXISTING.map((choice) => (
                    <label key={choice} className="import-check">
                      <input
                        type="radio"
                        name="on-existing"
                        checked={onExisting === choice}
                        onChange={() => setOnExisting(choice)}
                      />
                      {ON_EXISTING_LABELS[choice]}
                    </label>
                  ))}
                </fieldset>
                {!needsWord && <LanguageStep preview={preview} chosen={languages} onChange={setLanguages} />}
                {needsWord && <p className="import-hint">{IMPORT_MESSAGES.noWordColumn}</p>}
                <button
                  type="button"
                  className="button"
                  disabled={needsWord || waiting}
                  onClick={() => void start()}
                >
                  {IMPORT_START}
                </button>
              </>
            )}
          </>
        )}
        {running && job && (
          <ImportProgress job={job} onCancel={job.id ? () => void cancelImport(job.id) : undefined} />
        )}
        {report && <ImportReport report={report} onDone={onClose} />}
        <JobEnded message={error} />
      </div>
    </Modal>
  );
}
