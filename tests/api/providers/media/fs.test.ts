import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMediaStore, type MediaStore } from '../../../../api/src/providers/media/index';
import { mediaChunks } from '../../../../api/src/providers/media/port';
import { mediaStoreContract } from './store-contract';

describe('file-system media store', () => {
  let folder: string;
  let store: MediaStore;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'wordhoard-media-'));
    store = createMediaStore({ store: 'fs', folder });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  mediaStoreContract('fs', () => store);

  test('leaves no temporary files behind and keeps each user in a folder', async () => {
    await store.put('12/abc', new Uint8Array([1, 2, 3]), 'image/webp');
    expect((await readdir(join(folder, '12'))).sort()).toEqual(['abc', 'abc.type']);
  });

  test('a file nobody put there (a stray temporary file) is not listed', async () => {
    await store.put('13/real', new Uint8Array([1]), 'image/webp');
    await writeFile(join(folder, '13', 'real.0b1c.tmp'), 'half a write');
    expect(await store.list('13/')).toEqual(['13/real']);
  });

  test('concurrent writers of one key never leave a torn file', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => new Uint8Array(64 * 1024).fill(i));
    await Promise.all(versions.map((bytes) => store.put('14/same', bytes, 'image/webp')));
    const stored = await store.get('14/same');
    expect(stored?.bytes.length).toBe(64 * 1024);
    expect(new Set(stored?.bytes).size).toBe(1); // one version, whole
  });

  test('gives a file a chunk at a time, each no larger than a chunk, and nothing for an absent key', async () => {
    const bytes = new Uint8Array(600 * 1024).map((_, i) => i % 251);
    await store.put('15/large', bytes, 'audio/mpeg');
    const chunks: Uint8Array[] = [];
    for await (const chunk of mediaChunks(store, '15/large')) chunks.push(chunk);
    expect(chunks.map((c) => c.byteLength)).toEqual([256 * 1024, 256 * 1024, 88 * 1024]);
    expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
    const absent: Uint8Array[] = [];
    for await (const chunk of mediaChunks(store, '15/none')) absent.push(chunk);
    expect(absent).toEqual([]);
  });

  test('gives a file of one chunk or less whole, and an empty file as nothing', async () => {
    const picture = new Uint8Array(15 * 1024).map((_, i) => i % 253);
    await store.put('16/small', picture, 'image/webp');
    await store.put('16/empty', new Uint8Array(0), 'image/webp');
    const read = async (key: string) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of mediaChunks(store, key)) chunks.push(chunk);
      return chunks;
    };
    const [whole, ...more] = await read('16/small');
    expect(more).toEqual([]);
    expect(Buffer.from(whole ?? []).equals(Buffer.from(picture))).toBe(true);
    expect(await read('16/empty')).toEqual([]);
  });

  test('refuses to read a key that leaves the media folder', async () => {
    await expect(mediaChunks(store, '../outside').next()).rejects.toThrow();
  });
});
