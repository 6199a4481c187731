// The chosen file's preview (decision 0034), asked again whenever the format or a CSV's columns
// change, and the learner's language per deck, preset to its proposals. A backup's words all name
// their language: it needs no call. An answer that comes after a newer question is dropped.
import { useEffect, useState } from 'react';
import type { ImportPreview } from '../../../../shared/api';
import type { TableOptions } from '../../../../shared/import/mapping';
import type { ImportFormat } from '../../../../shared/import/texts';
import { previewImport } from './import-job';
import { proposedLanguages } from './language-step';
import { isTable } from './read-file-head';

const NOTHING_TO_CHOOSE: ImportPreview = { decks: [] };

export function useImportPreview(
  file: File | null,
  format: ImportFormat | null,
  table: TableOptions,
  onError: (message: string) => void,
) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [languages, setLanguages] = useState<Record<string, string>>({});
  const tableNeeded = isTable(format);
  const noWord = tableNeeded && table.mapping.word === undefined;
  useEffect(() => {
    setPreview(null);
    setFailed(false);
    setLanguages({});
    if (!file || !format || noWord) return;
    if (format === 'backup') {
      setPreview(NOTHING_TO_CHOOSE);
      return;
    }
    let current = true;
    previewImport(file, { format, ...(tableNeeded ? { table } : {}) }).then(
      (answer) => {
        if (!current) return;
        setPreview(answer);
        setLanguages(proposedLanguages(answer));
      },
      (failure: Error) => {
        if (!current) return;
        setFailed(true);
        onError(failure.message);
      },
    );
    return () => {
      current = false;
    };
  }, [file, format, table, tableNeeded, noWord, onError]);
  /** True while the proposals are on their way: the import waits for them. */
  const waiting = file !== null && !noWord && preview === null && !failed;
  return { preview, languages, setLanguages, waiting };
}
