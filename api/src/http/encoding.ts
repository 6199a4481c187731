// Compression of answers: zstd where the client takes it (Chromium and Firefox do), gzip for
// everyone else, nothing when the client asks for neither.

export type Encoding = 'zstd' | 'gzip';

export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const accept = acceptEncoding ?? '';
  if (/\bzstd\b/.test(accept)) return 'zstd';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Compressed bytes; `level` trades time for size (1 for answers made per request, high for files made once). */
export function compress(
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  level: number,
): Uint8Array<ArrayBuffer> {
  return encoding === 'zstd'
    ? new Uint8Array(Bun.zstdCompressSync(bytes, { level }))
    : new Uint8Array(Bun.gzipSync(bytes, { level: level as 1 }));
}
