// A file read a chunk at a time, a new buffer each (the reader may keep a chunk, as a zip stream
// does until it is sent): a large file never sits in memory whole. Each buffer is no larger than
// what is left to read, since a small picture in a 256 KB buffer would hold the whole buffer.
import { open } from 'node:fs/promises';

export const FILE_CHUNK_BYTES = 256 * 1024;

export async function* fileChunks(path: string, chunkBytes = FILE_CHUNK_BYTES): AsyncGenerator<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    for (let position = 0; position < size; ) {
      const buffer = new Uint8Array(Math.min(chunkBytes, size - position));
      const { bytesRead } = await file.read(buffer, 0, buffer.byteLength, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield bytesRead === buffer.byteLength ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    await file.close();
  }
}
