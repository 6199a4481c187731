import { afterAll, describe, expect, test } from 'vitest';
import { createMediaStore } from '../../../../api/src/providers/media/index';
import { startS3Stub } from '../../../stubs/s3';
import { mediaStoreContract } from './store-contract';

const credentials = { accessKeyId: 'AKIAWORDHOARD', secretAccessKey: 'not-a-secret', region: 'us-east-1' };

describe('S3 media store (against a local S3 stand-in)', () => {
  // A small page size makes list() walk several ListObjectsV2 pages.
  const stub = startS3Stub({ bucket: 'media', accessKeyId: credentials.accessKeyId, pageSize: 2 });
  const store = createMediaStore({
    store: 's3',
    s3: { bucket: 'media', endpoint: stub.url, ...credentials },
  });
  afterAll(() => stub.stop());

  mediaStoreContract('s3', () => store);

  test('lists across pages', async () => {
    const keys = ['30/a', '30/b', '30/c', '30/d', '30/e'];
    for (const key of keys) await store.put(key, new Uint8Array([1]), 'image/webp');
    expect(await store.list('30/')).toEqual(keys);
    expect(stub.log.filter((line) => line.endsWith('?list')).length).toBeGreaterThanOrEqual(3);
  });

  test('stores the MIME type as the object Content-Type', async () => {
    await store.put('31/pic', new Uint8Array([1, 2]), 'image/webp');
    expect(stub.objects.get('31/pic')?.type).toBe('image/webp');
  });

  test('a key prefix keeps deployments apart in one bucket', async () => {
    const staging = createMediaStore({
      store: 's3',
      s3: { bucket: 'media', endpoint: stub.url, keyPrefix: 'staging/', ...credentials },
    });
    await staging.put('32/x', new Uint8Array([7]), 'audio/mpeg');
    expect(stub.objects.has('staging/32/x')).toBe(true);
    expect(await staging.list('32/')).toEqual(['32/x']);
    expect(await store.get('32/x')).toBeNull();
  });

  test('wrong credentials fail loudly instead of reading as missing', async () => {
    const stranger = createMediaStore({
      store: 's3',
      s3: { bucket: 'media', endpoint: stub.url, ...credentials, accessKeyId: 'AKIASTRANGER' },
    });
    await expect(stranger.get('31/pic')).rejects.toMatchObject({ status: 503 });
    await expect(stranger.put('31/pic', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
  });
});
