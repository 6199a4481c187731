import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEncounter, BackupManifest } from '../../../shared/export/backup';
import type { Word } from '../../../shared/words/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'backup@example.com')).token;
  otherToken = (await signUp(t, 'stranger@example.com')).token;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await addWord(t, token, { word: 'sol', myImage: new File([new Uint8Array(png)], 'sun.png') });
  await addWord(t, token, { word: 'luna', category: 'Sky' });
  await addWord(t, otherToken, { word: 'hidden' });
  const [luna] = await listWords(t, token);
  const answer = {
    answerId: randomUUID(),
    uuid: luna?.uuid,
    grade: 3,
    answeredAt: t.clock.now(),
    durationMs: 1200,
    source: 'web-test',
  };
  expect((await t.request('POST', '/api/review/answer', { body: answer, token })).status).toBe(200);
});
afterAll(() => t.close());

const json = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(new TextDecoder().decode(files[name]));

async function mediaBytes(kind: 'image' | 'audio', id: string, as = token) {
  const res = await t.request('GET', `/api/words/get/${kind}/${claimOf(as).id}/${id}`, { token: as });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('the full backup', () => {
  it('is a zip of every word, preference and review, and each picture and audio file with its bytes', async () => {
    const res = await t.request('GET', '/api/export/backup', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wordhoard-backup-[\d-]+\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));

    const manifest = json(files, 'manifest.json') as BackupManifest;
    const mine = await listWords(t, token);
    const mediaIds = new Set(
      mine.flatMap((w) => [w.picture, w.speechWord, w.speechSentence].filter(Boolean)),
    );
    expect(manifest).toMatchObject({
      format: 'wordhoard-backup',
      version: 1,
      counts: { words: 2, reviews: 1, media: mediaIds.size },
    });

    const words = json(files, 'words.json') as Word[];
    expect(words.map((w) => w.word).sort()).toEqual(['luna', 'sol']);
    for (const word of mine) expect(words).toContainEqual(expect.objectContaining(word));
    const reviews = json(files, 'reviews.json');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ grade: 3, wordUuid: mine.find((w) => w.word === 'luna')?.uuid });
    expect(json(files, 'schedules.json')).toHaveLength(1);
    expect(json(files, 'preferences.json')).toHaveProperty('speechVoice');
    expect(json(files, 'study-preferences.json')).toHaveProperty('timeZone');

    const sol = mine.find((w) => w.word === 'sol');
    expect(sol?.picture).toMatch(/^[0-9a-f]{32}$/);
    for (const file of manifest.media) {
      expect(mediaIds.has(file.id)).toBe(true);
      expect(files[file.file]).toEqual(await mediaBytes(file.kind, file.id));
    }
    expect(manifest.media.map((f) => f.id).sort()).toEqual([...mediaIds].sort());
    expect(Object.keys(files).filter((name) => name.startsWith('media/'))).toHaveLength(mediaIds.size);
  });

  it('never holds another learner’s words or files', async () => {
    const files = unzipSync(
      new Uint8Array(await (await t.request('GET', '/api/export/backup', { token })).arrayBuffer()),
    );
    const theirs = await listWords(t, otherToken);
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    expect(everything).not.toContain('hidden');
    for (const id of [theirs[0]?.speechWord, theirs[0]?.speechSentence]) {
      expect(id).toBeTruthy();
      expect(Object.keys(files).some((name) => name.includes(id ?? '-'))).toBe(false);
    }
  });

  it("holds each word's further sentences with their audio", async () => {
    const luna = (await listWords(t, token)).find((w) => w.word === 'luna') as Word;
    const res = await t.request('POST', `/api/encounters/${luna.uuid}`, {
      body: { sentence: 'La luna brilla.', sourceUrl: 'https://example.com/noche' },
      token,
    });
    expect(res.status).toBe(201);
    const files = unzipSync(
      new Uint8Array(await (await t.request('GET', '/api/export/backup', { token })).arrayBuffer()),
    );
    const manifest = json(files, 'manifest.json') as BackupManifest;
    expect(manifest.counts.encounters).toBe(1);
    const [kept] = json(files, 'encounters.json') as BackupEncounter[];
    expect(kept).toMatchObject({
      wordUuid: luna.uuid,
      sentence: 'La luna brilla.',
      sourceUrl: 'https://example.com/noche',
    });
    const audio = manifest.media.find((file) => file.id === kept?.speechSentence);
    expect(audio).toBeDefined();
    expect(files[audio?.file ?? '']).toEqual(await mediaBytes('audio', kept?.speechSentence ?? ''));
  });
});
