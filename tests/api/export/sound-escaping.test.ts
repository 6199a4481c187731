// Anki plays "[sound:name]" written anywhere in a field. A learner's text that holds one must reach
// Anki as text in every export (the Anki text file and the .apkg alike), and come back as the same
// text when the file is imported again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importFile } from '../import/helpers';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { checkPackage } from './anki/schema-checker';

const LIVE_SOUND = /\[sound:/;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'sounds@example.com')).token;
  await addWord(t, token, {
    word: 'ruido [sound:secret.mp3]',
    wordTranslation: 'noise [sound:a.mp3]',
    sentence: 'Hay [sound:b.mp3] ruido.',
    sentenceTranslation: 'There is [sound:c.mp3] noise.',
  });
});
afterAll(() => t.close());

async function exported(path: string): Promise<Uint8Array> {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('a [sound:…] typed by the learner', () => {
  it('is escaped in the Anki text export and imported back as the same text', async () => {
    const text = new TextDecoder().decode(await exported('/api/export/anki'));
    const row = text.trimEnd().split('\n').at(-1) ?? '';
    expect(row).toContain('ruido &#91;sound:secret.mp3]');
    expect(row).not.toMatch(LIVE_SOUND);

    const other = (await signUp(t, 'sounds-back@example.com')).token;
    const job = await importFile(t, other, text, 'words.txt');
    expect(job.report?.added).toBe(1);
    const [word] = await listWords(t, other);
    expect(word).toMatchObject({
      word: 'ruido [sound:secret.mp3]',
      wordTranslation: 'noise [sound:a.mp3]',
      sentence: 'Hay [sound:b.mp3] ruido.',
      sentenceTranslation: 'There is [sound:c.mp3] noise.',
    });
  });

  it('is escaped in every text field of the .apkg, whose only live sounds are its own audio', async () => {
    const checked = await checkPackage(await exported('/api/export/apkg'));
    const fields = String(checked.notes[0]?.flds).split('\x1f');
    const [word, translation, sentence, sentenceTranslation] = fields;
    for (const field of [word, translation, sentence, sentenceTranslation])
      expect(field).not.toMatch(LIVE_SOUND);
    expect(word).toBe('ruido &#91;sound:secret.mp3]');
    // The audio fields name the package's own files, nothing the learner typed.
    const live = fields.join('\x1f').match(/\[sound:[^\]]+\]/g) ?? [];
    for (const sound of live) expect(sound).toMatch(/^\[sound:wordhoard-[\w.-]+\]$/);
  });
});
