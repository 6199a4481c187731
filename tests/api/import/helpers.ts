// Imports a file through the real calls: the upload, then polls the job until it ends.
import { expect } from 'vitest';
import type { ImportJobAnswer, ImportOptions } from '../../../shared/api';
import type { TestApp } from '../helpers/test-app';

export function importForm(content: Uint8Array | string, name: string, options?: Partial<ImportOptions>) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new File([new Uint8Array(bytes)], name));
  if (options) form.append('options', JSON.stringify(options));
  return form;
}

export async function startImport(
  t: TestApp,
  token: string,
  content: Uint8Array | string,
  name: string,
  options?: Partial<ImportOptions>,
) {
  return t.request('POST', '/api/import', { body: importForm(content, name, options), token });
}

/** Polls until the job is done or failed. */
export async function waitForJob(t: TestApp, token: string, id: string): Promise<ImportJobAnswer> {
  for (;;) {
    const res = await t.request('GET', `/api/import/${id}`, { token });
    expect(res.status).toBe(200);
    const job = (await res.json()) as ImportJobAnswer;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function importFile(
  t: TestApp,
  token: string,
  content: Uint8Array | string,
  name: string,
  options?: Partial<ImportOptions>,
): Promise<ImportJobAnswer> {
  const res = await startImport(t, token, content, name, options);
  if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return waitForJob(t, token, id);
}

type Spoken = { speechWord: string; sentence: string; speechSentence: string };

/** Waits until no word of the list lacks its audio (spoken after the import's commit). */
export async function untilSpoken(list: () => Promise<Spoken[]>) {
  for (let round = 0; round < 500; round += 1) {
    if ((await list()).every((w) => w.speechWord !== '' && (w.sentence === '' || w.speechSentence !== '')))
      return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('audio never came');
}
