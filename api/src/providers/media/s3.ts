// Media in any S3-compatible store (AWS S3, Cloudflare R2, MinIO, …) through Bun's S3 client, so
// several API instances share one media store.
import { S3Client } from 'bun';
import { callVendor, mediaStoreFailed } from '../vendor-call';
import { assertMediaKey, assertMediaPrefix, type MediaStore } from './port';

export interface S3MediaOptions {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000; AWS's when absent. */
  endpoint?: string;
  region?: string;
  /** When absent, Bun's client falls back to its own S3_* / AWS_* environment variables. */
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** Prepended to every key, so one bucket can hold several deployments. */
  keyPrefix?: string;
  virtualHostedStyle?: boolean;
  timeoutMs?: number;
}

const isNoSuchKey = (error: unknown) => (error as { code?: string })?.code === 'NoSuchKey';

export function createS3MediaStore(options: S3MediaOptions): MediaStore {
  const { keyPrefix = '', timeoutMs = 10_000, ...credentials } = options;
  const client = new S3Client(credentials);
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return keyPrefix + key;
  };

  return {
    async put(key, bytes, mime) {
      await client.write(objectKey(key), bytes, { type: mime });
    },

    async get(key) {
      // One signed GET gives the body and its Content-Type together (stat() + bytes() would be two).
      const url = client.presign(objectKey(key), { method: 'GET', expiresIn: 60 });
      const answer = await callVendor({ kind: 'media' }, url, { timeoutMs, as: 'bytes' });
      if (answer.status === 404) return null;
      if (answer.status < 200 || answer.status >= 300) {
        throw mediaStoreFailed(`HTTP ${answer.status} reading ${key}`);
      }
      const bytes = answer.body instanceof Uint8Array ? answer.body : new Uint8Array();
      return { bytes, mime: answer.headers.get('content-type') ?? 'application/octet-stream' };
    },

    async delete(key) {
      try {
        await client.delete(objectKey(key));
      } catch (error) {
        if (!isNoSuchKey(error)) throw error; // S3 itself answers 204 for absent keys; some clones 404
      }
    },

    async list(prefix) {
      assertMediaPrefix(prefix);
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.list({ prefix: keyPrefix + prefix, continuationToken });
        for (const object of page.contents ?? []) keys.push(object.key.slice(keyPrefix.length));
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      return keys.sort();
    },
  };
}
