// One export at a time from a screen: the bytes received while it comes, and its outcome said in a
// toast. The profile's export and the words area's export of the list as shown both use it.
import { useState } from 'react';
import { EXPORT_DONE, EXPORT_FAILED, type ExportFormat } from '../../../../shared/export/texts';
import { notifyError, notifySuccess } from '../../lib/toasts';
import { downloadExport, ExportError } from './download-export';

export function useExportDownload() {
  const [received, setReceived] = useState<number | null>(null);
  const start = async (format: ExportFormat, uuids?: readonly string[]) => {
    setReceived(0);
    try {
      await downloadExport(format, setReceived, uuids);
      void notifySuccess(EXPORT_DONE);
    } catch (error) {
      void notifyError(error instanceof ExportError ? error.message : EXPORT_FAILED);
    } finally {
      setReceived(null);
    }
  };
  return { received, busy: received !== null, start };
}
