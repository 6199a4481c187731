// Entries into a zip byte stream with fflate's streaming Zip: each pull writes the next piece of
// one entry, so only that piece (a page of JSON, or one media file) is in memory at a time.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { BackupEntry } from './backup-parts';

export function zipStream(entries: AsyncGenerator<BackupEntry>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let current: { file: ZipDeflate | ZipPassThrough; body: BackupEntry['body'] } | null = null;
  let output: ReadableStreamDefaultController<Uint8Array>;
  let produced = false;
  let finished = false;
  // Set by cancel: a pull still running must stop stepping, as the terminated zip writes nothing.
  let cancelled = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.error(error);
      return;
    }
    if (chunk.byteLength > 0) {
      output.enqueue(chunk);
      produced = true;
    }
    if (final) {
      finished = true;
      output.close();
    }
  });

  // One step: open the next entry, push the next piece of the open one, or close it.
  async function step() {
    if (!current) {
      const next = await entries.next();
      if (next.done) {
        zip.end();
        return;
      }
      const { name, deflate, body } = next.value;
      const file = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      current = { file, body };
      return;
    }
    const piece = await current.body.next();
    if (piece.done) {
      current.file.push(new Uint8Array(0), true);
      current = null;
    } else {
      current.file.push(typeof piece.value === 'string' ? encoder.encode(piece.value) : piece.value);
    }
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller;
    },
    // A pull that enqueued nothing would not be called again: step until bytes come out.
    async pull() {
      produced = false;
      while (!produced && !finished && !cancelled) await step();
    },
    async cancel() {
      cancelled = true;
      zip.terminate();
      await current?.body.return(undefined);
      await entries.return(undefined);
    },
  });
}
