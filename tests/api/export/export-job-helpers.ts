// Starting an export job and following it to its end, as the web app does.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ExportJobAnswer, ExportJobBody } from '../../../shared/api';
import type { TestApp } from '../helpers/test-app';

export async function startExport(t: TestApp, token: string, body: ExportJobBody): Promise<ExportJobAnswer> {
  const res = await t.request('POST', '/api/export/jobs', { token, body });
  expect(res.status).toBe(202);
  return (await res.json()) as ExportJobAnswer;
}

/** Runs this process's jobs to the end and answers the job's last state. */
export async function finishedExport(t: TestApp, token: string, id: string): Promise<ExportJobAnswer> {
  await t.jobs.kick();
  await t.jobs.idle();
  const res = await t.request('GET', `/api/export/jobs/${id}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ExportJobAnswer;
}

/** The files in the exports folder now. */
export const exportFiles = (t: TestApp) => {
  try {
    return readdirSync(join(t.dataDir, 'exports'));
  } catch {
    return [];
  }
};
