// Files that ask the server for too much, or are broken: too many rows, a note too large, an
// empty file, a zip cut short, names with control characters. Each gets its clear message, naming
// the bound it passed, and nothing is stored (decision 0033).
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APKG_MESSAGES } from '../../../shared/export/anki-package';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../../shared/export/backup';
import { BACKUP_ROWS_MAX, NOTE_BYTES_MAX, READ_LIMIT_MESSAGES } from '../../../shared/import/read-limits';
import { IMPORT_MESSAGES, IMPORT_ROWS_MAX } from '../../../shared/import/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { listWords } from '../words/helpers';
import { startImport } from './helpers';
import { hostilePackage, largeNote, manyNotes } from './hostile-packages';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'hostile-size@example.com')).token;
});
afterAll(() => t.close());

async function refusal(bytes: Uint8Array | string, name: string) {
  const res = await startImport(t, token, bytes, name);
  const { message } = (await res.json()) as { message: string };
  expect(await listWords(t, token)).toEqual([]);
  return { status: res.status, message };
}

const manifest = strToU8(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, media: [] }));

describe('a file past the import’s bounds', () => {
  it('hostile-rows: a collection with more notes than an account keeps (10 million alike) is refused at the bound', async () => {
    expect(await refusal(hostilePackage(manyNotes(IMPORT_ROWS_MAX)), 'deck.apkg')).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.tooManyRows('notes'),
    });
  });

  it('hostile-large-note: a note past the bytes one note may hold is refused, naming the bound', async () => {
    const { status, message } = await refusal(hostilePackage(largeNote(NOTE_BYTES_MAX + 1)), 'deck.apkg');
    expect({ status, message }).toEqual({ status: 422, message: READ_LIMIT_MESSAGES.noteTooLarge('notes') });
    expect(message).toContain('1 MB');
  });

  it('hostile-backup-rows: a backup whose words.json lists more than the bound is refused unread', async () => {
    const words = strToU8(JSON.stringify(Array.from({ length: BACKUP_ROWS_MAX['words.json'] + 1 }, () => 0)));
    const zip = zipSync({ 'manifest.json': manifest, 'words.json': words });
    expect(await refusal(zip, 'backup.zip')).toEqual({
      status: 422,
      message: READ_LIMIT_MESSAGES.backupTooManyRows('words.json'),
    });
  });
});

describe('a broken file', () => {
  it('hostile-empty: a 0-byte file says it is empty, whatever its name', async () => {
    for (const name of ['deck.apkg', 'backup.zip', 'words.csv'])
      expect(await refusal('', name)).toEqual({ status: 422, message: READ_LIMIT_MESSAGES.emptyFile });
  });

  it('hostile-truncated: a zip cut in the middle of an entry says so, package or backup', async () => {
    const noise = strToU8(crypto.getRandomValues(new Uint8Array(48_000)).join(','));
    const apkg = zipSync({ media: strToU8('{}'), 'collection.anki2': noise });
    const backup = zipSync({ 'manifest.json': manifest, 'words.json': noise });
    const cut = (zip: Uint8Array) => zip.subarray(0, Math.floor(zip.byteLength / 2));
    const expected = { status: 422, message: READ_LIMIT_MESSAGES.truncated };
    expect(await refusal(cut(apkg), 'deck.apkg')).toEqual(expected);
    expect(await refusal(cut(backup), 'backup.zip')).toEqual(expected);
  });

  it('hostile-names: a zip entry named with control characters is unsafe, and shown without them', async () => {
    const name = 'media/a\u0000b\nc';
    const apkg = zipSync({ 'collection.anki2': hostilePackage([]).subarray(0, 0), [name]: strToU8('x') });
    expect(await refusal(apkg, 'deck.apkg')).toEqual({ status: 422, message: APKG_MESSAGES.unsafeName });
    const backup = await refusal(zipSync({ 'manifest.json': manifest, [name]: strToU8('x') }), 'backup.zip');
    expect(backup).toEqual({ status: 422, message: IMPORT_MESSAGES.unsafeEntry(name) });
    expect(backup.message).not.toMatch(/\p{Cc}/u);
  });
});
