// Listening decks put only a sound on a card's front ("[sound:Hund_01.mp3]"). Such a note is
// imported with its audio, its word taken from the sound's file name or the note's other fields;
// a note that gives no word either way is skipped with its own reason, not "Missing Word.".
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordFromMediaName } from '../../../api/src/modules/import/anki-package/media-only-word';
import { SKIP_REASONS } from '../../../shared/import/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { listWords } from '../words/helpers';
import { importFile } from './helpers';

/** Three MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz): bytes file-type reads as an MP3. */
function silentMp3(tag: number): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  frame[100] = tag;
  const bytes = new Uint8Array(frame.length * 3);
  for (let i = 0; i < 3; i += 1) bytes.set(frame, i * frame.length);
  return bytes;
}

const SOUNDS = ['Hund_01.mp3', 'paste-7f3a9b2c4d1e.mp3', 'a8f9c0d1e2b3.mp3'];

/** Anki's own 2012 package (one note type of two fields), its notes replaced by listening notes. */
async function listeningPackage(): Promise<Uint8Array> {
  const fixture = await readFile(new URL('../fixtures/anki/anki-2012-media.apkg', import.meta.url));
  const files = unzipSync(new Uint8Array(fixture));
  const dir = await mkdtemp(join(tmpdir(), 'listening-'));
  const path = join(dir, 'collection.anki2');
  await writeFile(path, files['collection.anki2'] ?? new Uint8Array());
  const db = createClient({ url: `file:${path}` });
  try {
    const note = (await db.execute('SELECT id, mid FROM notes LIMIT 1')).rows[0];
    const fields = [
      `[sound:${SOUNDS[0]}]\x1fdog`,
      `<div>[sound:${SOUNDS[1]}]</div>\x1fKatze<br>\x1fcat`,
      `[sound:${SOUNDS[2]}]\x1f`,
    ];
    await db.execute('DELETE FROM cards');
    await db.execute('DELETE FROM notes');
    for (const [index, flds] of fields.entries())
      await db.execute({
        sql: "INSERT INTO notes VALUES (?, ?, ?, 0, -1, '', ?, '', 0, 0, '')",
        args: [Number(note?.id) + index, `listening${index}`, Number(note?.mid), flds],
      });
  } finally {
    db.close();
  }
  const collection = new Uint8Array(await readFile(path));
  await rm(dir, { recursive: true, force: true });
  return zipSync({
    'collection.anki2': collection,
    media: strToU8(JSON.stringify(Object.fromEntries(SOUNDS.map((name, i) => [String(i), name])))),
    ...Object.fromEntries(SOUNDS.map((_, i) => [String(i), silentMp3(i)])),
  });
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'listener@example.com')).token;
});
afterAll(() => t.close());

describe('a note whose front is only a sound', () => {
  it('is imported with its audio, its word from the file name or the other fields, else reported', async () => {
    const job = await importFile(t, token, await listeningPackage(), 'listening.apkg');
    expect(job.state).toBe('done');
    expect(job.report?.added).toBe(2);
    expect(job.report?.skipped).toEqual([{ line: 3, word: '', reason: SKIP_REASONS.onlyMedia }]);
    const words = new Map((await listWords(t, token)).map((w) => [w.word, w]));
    expect([...words.keys()].sort()).toEqual(['Hund', 'Katze']);
    expect(words.get('Hund')?.wordTranslation).toBe('dog');
    expect(words.get('Katze')?.wordTranslation).toBe('cat');
    // The note's own audio, byte for byte, not a voice speaking the file's name.
    for (const [word, tag] of [
      ['Hund', 0],
      ['Katze', 1],
    ] as const) {
      const speechWord = words.get(word)?.speechWord;
      expect(speechWord).toBeTruthy();
      const res = await t.request('GET', `/api/words/get/audio/${claimOf(token).id}/${speechWord}`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(silentMp3(tag));
    }
  });
});

describe('a word read from a media file name', () => {
  it('drops the extension, underscores, numbering and Forvo’s prefix', () => {
    expect(wordFromMediaName('Hund_01.mp3')).toBe('Hund');
    expect(wordFromMediaName('pronunciation_de_Hund.mp3')).toBe('Hund');
    expect(wordFromMediaName('012 - la_casa.ogg')).toBe('la casa');
    expect(wordFromMediaName('petit-déjeuner (2).wav')).toBe('petit-déjeuner');
    expect(wordFromMediaName('ภาษาไทย.mp3')).toBe('ภาษาไทย');
  });

  it('gives none for names that tools make up: ids, hashes, recordings, pasted media', () => {
    for (const name of [
      'rec1606912345.mp3',
      'paste-7f3a9b2c.mp3',
      'hypertts-9af0e1.mp3',
      'a8f9c0d1e2b3.mp3',
      '0042.mp3',
    ])
      expect(wordFromMediaName(name)).toBe('');
  });
});
