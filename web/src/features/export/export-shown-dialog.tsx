// The words area's export (issue 17): the words the list shows now, with its filters and search,
// in a format for words. Everything, backup included, stays on the profile's export.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  EXPORT_BUTTON,
  EXPORT_FORMAT_LABEL,
  EXPORT_FORMAT_LABELS,
  EXPORT_SECTION_ID,
  type ExportFormat,
  SHOWN_EXPORT_FORMATS,
  SHOWN_EXPORT_TEXTS,
} from '../../../../shared/export/texts';
import { Modal } from '../../components/modal';
import { Link } from '../../lib/routing';
import { wordsAtom } from '../../lib/session';
import { SelectField } from '../words/dialogs/select-field';
import '../words/dialogs/word-dialogs.css';
import './export.css';
import { ExportProgress } from './export-progress';
import { useExportJob } from './use-export-job';

const FORMAT_OPTIONS = SHOWN_EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] }));

export function ExportShownDialog({ onClose }: { onClose: () => void }) {
  const shown = useAtomValue(wordsAtom).filter((word) => word.display);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const { job, ended, busy, start, cancel } = useExportJob();
  return (
    <Modal title={SHOWN_EXPORT_TEXTS.title} open onClose={onClose}>
      <p className="export-shown__note">
        {shown.length === 0 ? SHOWN_EXPORT_TEXTS.none : SHOWN_EXPORT_TEXTS.count(shown.length)}{' '}
        <Link to={`/auth#${EXPORT_SECTION_ID}`}>{SHOWN_EXPORT_TEXTS.allLink}</Link>
      </p>
      <SelectField
        label={EXPORT_FORMAT_LABEL}
        value={format}
        options={FORMAT_OPTIONS}
        onChange={(value) => setFormat(value as ExportFormat)}
      />
      <ExportProgress job={job} ended={ended} onCancel={cancel} />
      <div className="word-form__footer">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || shown.length === 0}
          onClick={() =>
            void start(
              format,
              shown.map((word) => word.uuid),
            )
          }
        >
          {EXPORT_BUTTON}
        </button>
      </div>
    </Modal>
  );
}
