// One export at a time from a screen: started as a job, its answers polled until it ends, then
// its file downloaded. A failed, cancelled or refused export leaves its message on the screen (and
// a toast); the profile's export and the words area's export of the list as shown both use it.
import { useEffect, useRef, useState } from 'react';
import type { ExportJobAnswer } from '../../../../shared/api';
import { EXPORT_DONE, EXPORT_FAILED, type ExportFormat } from '../../../../shared/export/texts';
import { notifyError, notifySuccess } from '../../lib/toasts';
import {
  cancelExportJob,
  downloadExportFile,
  ExportError,
  readExportJob,
  startExportJob,
} from './download-export';

const POLL_MS = 400;
const ENDED: ExportJobAnswer['state'][] = ['done', 'failed', 'cancelled'];

export function useExportJob() {
  const [job, setJob] = useState<ExportJobAnswer | null>(null);
  const [ended, setEnded] = useState('');
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  const follow = async (first: ExportJobAnswer) => {
    let current = first;
    while (!ENDED.includes(current.state)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (left.current) return null;
      current = await readExportJob(current.id);
      setJob(current);
    }
    return current;
  };

  const start = async (format: ExportFormat, uuids?: readonly string[]) => {
    setEnded('');
    try {
      const first = await startExportJob({ format, ...(uuids ? { uuids: [...uuids] } : {}) });
      setJob(first);
      const last = await follow(first);
      if (!last) return;
      if (last.state !== 'done') throw new ExportError(last.message ?? EXPORT_FAILED);
      await downloadExportFile(last);
      void notifySuccess(EXPORT_DONE);
    } catch (error) {
      const message = error instanceof ExportError ? error.message : EXPORT_FAILED;
      if (left.current) return;
      setEnded(message);
      void notifyError(message);
    } finally {
      if (!left.current) setJob(null);
    }
  };

  const cancel = () => {
    if (job) void cancelExportJob(job.id);
  };
  return { job, ended, busy: job !== null, start, cancel };
}
