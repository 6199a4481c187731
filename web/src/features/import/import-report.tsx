// The end of an import: the counts, each skipped row with its reason, and the way to the list.

import type { ImportReport as Report } from '../../../../shared/api';
import { IMPORT_TO_LIST, importReportText, importSkippedLine } from '../../../../shared/import/texts';
import { Link } from '../../lib/routing';

export function ImportReport({ report, onDone }: { report: Report; onDone: () => void }) {
  const lines = [...report.skipped, ...(report.notes ?? [])].sort((a, b) => a.line - b.line);
  return (
    <div className="import-report">
      <p className="import-report__summary">
        {importReportText(report.added, report.updated, report.skipped.length)}
      </p>
      {lines.length > 0 && (
        <ul className="import-report__skipped">
          {lines.map((skip, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row may be listed twice (skipped, then a note)
            <li key={index}>{importSkippedLine(skip.line, skip.word, skip.reason)}</li>
          ))}
        </ul>
      )}
      <Link className="button" to="/words/list" onClick={onDone}>
        {IMPORT_TO_LIST}
      </Link>
    </div>
  );
}
