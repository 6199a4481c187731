import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord, listWords, wordForm } from './helpers';

let t: TestApp;
let token: string;
let userId: number;
let photo: Blob;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'pics@example.com')).token;
  userId = claimOf(token).id;
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  photo = new Blob([new Uint8Array(png)], { type: 'image/png' });
});
afterAll(() => t.close());

const mediaFiles = () =>
  readdirSync(join(t.dataDir, 'media', String(userId))).filter((f) => !f.endsWith('.type'));

describe('pictures of words', () => {
  it('stores an uploaded picture as WebP and serves it to its owner only', async () => {
    const word = await addWord(t, token, { word: 'sky', myImage: new File([photo], 'sky.png') });
    expect(word.picture).toMatch(/^[0-9a-f]{32}$/);
    const res = await t.request('GET', `/api/words/get/image/${userId}/${word.picture}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(1024);

    const other = (await signUp(t, 'peeker@example.com')).token;
    const peek = await t.request('GET', `/api/words/get/image/${userId}/${word.picture}`, { token: other });
    expect(peek.status).toBe(404);
  });

  it('refuses a file that is not a picture, whatever its name, and stores nothing', async () => {
    const before = mediaFiles().length;
    const fake = new File([new TextEncoder().encode('not an image '.repeat(200))], 'cat.jpg', {
      type: 'image/jpeg',
    });
    const res = await t.request('POST', '/api/words/add', {
      body: wordForm({ word: 'fake', myImage: fake }),
      token,
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('File type is not supported');
    expect(mediaFiles().length).toBe(before);
    expect((await listWords(t, token)).some((w) => w.word === 'fake')).toBe(false);
  });

  it('replaces and removes a picture on update without leaving the old file behind', async () => {
    // Its own bytes: the same picture on two words is stored once and kept while either uses it.
    const green = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#33cc66' } })
      .png()
      .toBuffer();
    const word = await addWord(t, token, {
      word: 'sea',
      myImage: new File([new Uint8Array(green)], 'sea.png', { type: 'image/png' }),
    });
    const red = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#cc3333' } })
      .png()
      .toBuffer();
    const replaced = await t.request('PUT', `/api/words/update/${word.uuid}`, {
      body: wordForm({
        word: 'sea',
        myImage: new File([new Uint8Array(red)], 'red.png', { type: 'image/png' }),
      }),
      token,
    });
    const updated = await replaced.json();
    expect(updated.picture).not.toBe(word.picture);
    expect(mediaFiles()).not.toContain(word.picture);

    const removed = await t.request('PUT', `/api/words/update/${word.uuid}`, {
      body: wordForm({ word: 'sea', removePicture: 'true' }),
      token,
    });
    expect((await removed.json()).picture).toBe('');
    expect(mediaFiles()).not.toContain(updated.picture);
  });
});
