// The direct .apkg's answer is a file its worker wrote whole (docs/decisions/0041-export-jobs.md §5):
// the file must go when the answer is read to the end or cancelled half-way, and the sweep must
// remove what a killed process left, by age, and nothing younger.
import { randomBytes } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_AGE_MS,
  answersDir,
  sweepAnswerFiles,
} from '../../../api/src/modules/export/answer-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'apkg-answer@example.com')).token;
  // A picture of noise, which no format makes small: the package is several chunks, so there is a
  // "half-way" to cancel at.
  const png = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await addWord(t, token, { word: 'mar', myImage: new File([new Uint8Array(png)], 'sea.png') });
  await addWord(t, token, { word: 'cielo' });
});
afterAll(() => t.close());

const answerFiles = () => readdir(answersDir(t.config)).catch(() => [] as string[]);

async function startExport() {
  const res = await t.request('GET', '/api/export/apkg', { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/octet-stream');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="wordhoard-words-[\d-]+\.apkg"$/,
  );
  return res;
}

describe('the .apkg answer file', () => {
  it('is in the answers folder while the answer is unread, and gone once it is read to the end', async () => {
    const res = await startExport();
    const files = await answerFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.apkg$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    // A zip: its local file header's signature, and the end of its central directory.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(await answerFiles()).toEqual([]);
  });

  it('is gone when the client cancels the answer half-way', async () => {
    const res = await startExport();
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(2 * (first?.value?.byteLength ?? 0));
    expect(await answerFiles()).toHaveLength(1);
    await reader?.cancel();
    expect(await answerFiles()).toEqual([]);
  });

  it('is swept once older than the limit, and a younger one is kept', async () => {
    const dir = answersDir(t.config);
    const old = join(dir, 'left-by-a-killed-process.apkg');
    const oldPart = join(dir, 'killed-while-writing.apkg.part');
    const fresh = join(dir, 'being-written.apkg.part');
    for (const path of [old, oldPart, fresh]) await writeFile(path, 'PK');
    const now = Date.now();
    const past = new Date(now - ANSWER_MAX_AGE_MS - 60_000);
    await utimes(old, past, past);
    await utimes(oldPart, past, past);
    expect(await sweepAnswerFiles(t.config, now)).toBe(2);
    expect(await answerFiles()).toEqual(['being-written.apkg.part']);
  });
});
