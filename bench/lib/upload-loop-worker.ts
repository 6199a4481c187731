// Uploads the given files to POST /api/import, one after another, while the shared flag is 1
// (0: wait, 2: end and report). A thread of its own: the uploads' JavaScript must not delay the
// main thread's clock that times /api/health beside them.
import { parentPort } from 'node:worker_threads';

interface Start {
  url: string;
  token: string;
  files: Uint8Array[];
  flag: SharedArrayBuffer;
}

parentPort?.on('message', async ({ url, token, files, flag }: Start) => {
  const state = new Int32Array(flag);
  const counts = { sent: 0, refused: 0 };
  for (;;) {
    const now = Atomics.load(state, 0);
    if (now === 2) break;
    if (now === 0) {
      await Bun.sleep(2);
      continue;
    }
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(files[counts.sent % files.length] ?? [])]), 'deck.apkg');
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    counts.sent += 1;
    if (res.status === 422) counts.refused += 1;
  }
  parentPort?.postMessage(counts);
});
