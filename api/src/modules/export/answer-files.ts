// The direct .apkg route's answers (docs/decisions/0041-export-jobs.md §5): the worker writes the
// whole package into DATA_DIR/export-answers, and the answer reads it a chunk at a time and
// removes it when the answer ends, is cancelled (the client went away) or fails. A process killed
// while a file is there leaves it behind: the sweep removes what is older than an hour, at start-up
// and every ten minutes, so no more than an hour's answers ever sit in the folder.
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '../../deps';

/** Older than this, no answer can still be reading its file: a file's write is limited to 5 minutes. */
export const ANSWER_MAX_AGE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
/**
 * Each chunk is a new buffer, garbage once sent: 150 MB of 256 KB chunks raised a server's RSS by
 * ~25 MB, of 64 KB chunks by ~19 MB (a lone Bun server and curl, 2026-11-29); one buffer reused
 * through Bun's "direct" stream raised it by 8 MB but read the whole file ahead of a slow client.
 */
const ANSWER_CHUNK_BYTES = 64 * 1024;

export const answersDir = (config: AppDeps['config']) => join(config.dataDir, 'export-answers');

/** A new answer file's path (a server-made uuid, never the learner's text), its folder made. */
export async function newAnswerPath(config: AppDeps['config']): Promise<string> {
  await mkdir(answersDir(config), { recursive: true });
  return join(answersDir(config), `${crypto.randomUUID()}.apkg`);
}

/**
 * The file as a byte stream read on demand (pull: a chunk only once the previous one was taken), and
 * its size. The file is removed once the stream has ended, been cancelled or failed; Bun tells a
 * `Bun.file` answer's end to no one, so that answer could not remove it.
 */
export async function removableFileStream(
  path: string,
  chunkBytes = ANSWER_CHUNK_BYTES,
): Promise<{ body: ReadableStream<Uint8Array>; size: number }> {
  const handle = await open(path, 'r').catch(async (error: unknown) => {
    await rm(path, { force: true });
    throw error;
  });
  let removed: Promise<void> | undefined;
  const remove = () => {
    removed ??= handle
      .close()
      .catch(() => {})
      .then(() => rm(path, { force: true }));
    return removed;
  };
  const size = await handle.stat().then(
    (s) => s.size,
    async (error: unknown) => {
      await remove();
      throw error;
    },
  );
  let position = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // A new buffer each time: the server may still hold the previous chunk until it is sent.
          const buffer = new Uint8Array(Math.min(chunkBytes, size - position));
          const { bytesRead } =
            buffer.byteLength > 0
              ? await handle.read(buffer, 0, buffer.byteLength, position)
              : { bytesRead: 0 };
          position += bytesRead;
          if (bytesRead > 0)
            controller.enqueue(bytesRead === buffer.byteLength ? buffer : buffer.subarray(0, bytesRead));
          if (bytesRead === 0 || position >= size) {
            await remove();
            controller.close();
          }
        } catch (error) {
          await remove();
          controller.error(error);
        }
      },
      cancel: remove,
    },
    // Nothing read ahead of the client: memory holds the chunk being sent, not the file.
    { highWaterMark: 0 },
  );
  return { body, size };
}

/** Removes the answer files older than `maxAgeMs` (by their last write); answers how many. */
export async function sweepAnswerFiles(
  config: AppDeps['config'],
  nowMs = Date.now(),
  maxAgeMs = ANSWER_MAX_AGE_MS,
): Promise<number> {
  const dir = answersDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info || nowMs - info.mtimeMs <= maxAgeMs) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Sweeps at once (a crashed process's leftovers) and every ten minutes; answers the stop. The
 * folder is shared by every process on the data folder, so the sweep goes by age, never by owner:
 * another process's answer being written or read is younger than the limit.
 */
export function scheduleAnswerSweep(config: AppDeps['config'], log = console.log): () => void {
  const run = async () => {
    try {
      const removed = await sweepAnswerFiles(config);
      if (removed > 0) log(`Export answers: removed ${removed} left over`);
    } catch (error) {
      console.error('Export answers sweep failed', error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
