// The profile's export: a choice of format and a button; while the server makes the file, its
// progress bar (stage, counts, cancel), then the download. Every role sees it, the roles whose words are due for deletion above all.
import { useEffect, useRef, useState } from 'react';
import {
  EXPORT_BUTTON,
  EXPORT_FORMAT_LABEL,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_NOTE,
  EXPORT_SECTION_ID,
  EXPORT_TITLE,
  type ExportFormat,
} from '../../../../shared/export/texts';
import { SelectField } from '../../components/select-field';
import '../auth/auth-forms.css';
import { ExportProgress } from './export-progress';
import './export.css';
import { useExportJob } from './use-export-job';

const FORMAT_OPTIONS = EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] }));
/** The look of the profile's own forms (auth-forms.css). */
const FORMAT_LOOK = {
  field: 'form-field export-form__field',
  label: 'form-field__label',
  input: 'form-field__input',
};

export function ExportSection() {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const { job, ended, busy, start, cancel } = useExportJob();
  const sectionRef = useRef<HTMLElement>(null);

  // The payment page's link beside the deletion warning lands here; the section loads after the
  // route, so the browser's own scroll to the hash finds nothing.
  useEffect(() => {
    if (window.location.hash === `#${EXPORT_SECTION_ID}`) sectionRef.current?.scrollIntoView();
  }, []);

  return (
    <section
      ref={sectionRef}
      id={EXPORT_SECTION_ID}
      className="profile-section"
      aria-labelledby="export-title"
    >
      <h2 id="export-title" className="profile-section__title">
        {EXPORT_TITLE}
      </h2>
      <p className="profile-section__note">{EXPORT_NOTE}</p>
      <div className="export-form">
        <SelectField
          label={EXPORT_FORMAT_LABEL}
          value={format}
          options={FORMAT_OPTIONS}
          onChange={setFormat}
          look={FORMAT_LOOK}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void start(format)}
        >
          {EXPORT_BUTTON}
        </button>
      </div>
      <ExportProgress job={job} ended={ended} onCancel={cancel} />
    </section>
  );
}
