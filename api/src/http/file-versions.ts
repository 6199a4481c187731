// The built web app's files as they are sent: a strong ETag of each file's bytes and its
// compressed copies, made once per file version. Keyed by path and replaced when the file
// changes (index.html and sw.js keep their names across builds), so the cache holds one version
// of each file of the build and no more.
import { statSync } from 'node:fs';
import { compress, type Encoding } from './encoding';

export interface FileVersion {
  /** The strong validator of the file's bytes as stored, without any content coding. */
  etag: string;
  /** Compressed once per encoding, on first demand. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

interface Entry extends FileVersion {
  mtimeMs: number;
  size: number;
}

const versions = new Map<string, Entry>();

function strongEtag(bytes: Uint8Array): string {
  const digest = new Bun.CryptoHasher('sha256').update(bytes).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** The current version of a file: its ETag, computed again only when the file changed on disk. */
export async function fileVersion(file: string): Promise<FileVersion> {
  const { mtimeMs, size } = statSync(file);
  const known = versions.get(file);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
  const entry: Entry = { mtimeMs, size, etag: strongEtag(await Bun.file(file).bytes()), encoded: {} };
  versions.set(file, entry);
  return entry;
}

/**
 * The file's bytes in the encoding, at a high level: made once per version (zstd 12 costs under
 * 10 ms for the largest script; higher levels take several times as long for a few per cent).
 */
export async function encodedBytes(file: string, version: FileVersion, encoding: Encoding) {
  let bytes = version.encoded[encoding];
  if (!bytes) {
    bytes = compress(await Bun.file(file).bytes(), encoding, encoding === 'zstd' ? 12 : 9);
    version.encoded[encoding] = bytes;
  }
  return bytes;
}

/**
 * A strong ETag names one representation, so each content coding gets its own
 * (`"…-zstd"`, `"…-gzip"`): a cache never takes the compressed bytes for the plain ones.
 */
export const codedEtag = (etag: string, encoding: Encoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/**
 * Whether If-None-Match names this ETag (RFC 9110 §13.1.2: weak comparison, a list, or `*`).
 * Any header the server accepts is read in one pass; one that matches nothing answers the page.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
