// One learner writing to the real server until it dies: adds (some with a picture), edits, score
// changes and deletes, one at a time. It remembers what the server confirmed (2xx) and the one
// request in flight when the process was killed, whose outcome is unknown.
import sharp from 'sharp';

export interface SavedState {
  word: string;
  sentence: string;
  wordTranslation: string;
  score: number;
  picture: string;
  speechWord: string;
  speechSentence: string;
}

export type Pending =
  | { op: 'add'; word: string }
  | { op: 'update'; uuid: string; after: Partial<SavedState> }
  | { op: 'score'; uuid: string; score: number }
  | { op: 'delete'; uuid: string };

export interface Writer {
  token: string;
  /** What the server confirmed, by uuid. */
  confirmed: Map<string, SavedState>;
  pending: Pending | null;
  /** Writes the server confirmed in the current round. */
  acknowledged: number;
  /** Milliseconds each confirmed write took, by operation, over the whole test. */
  timings: Record<Pending['op'], number[]>;
  /** Why the last stream of writes stopped on a failed request (the server died, or it timed out). */
  stoppedBy: string | null;
}

export function newWriter(token: string): Writer {
  return {
    token,
    confirmed: new Map(),
    pending: null,
    acknowledged: 0,
    timings: { add: [], update: [], score: [], delete: [] },
    stoppedBy: null,
  };
}

/** A small deterministic generator (mulberry32), so a failing round can be replayed from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function pictures(count: number): Promise<Blob[]> {
  const made: Blob[] = [];
  for (let i = 0; i < count; i++) {
    const noise = { type: 'gaussian', mean: 60 + i * 3, sigma: 30 } as const;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#999999', noise } })
      .png()
      .toBuffer();
    made.push(new Blob([new Uint8Array(png)], { type: 'image/png' }));
  }
  return made;
}

const SENTENCES = ['The tide came in.', 'She read it twice.', 'We left at dawn.', 'A quiet street.'];
const stateOf = (body: SavedState): SavedState => ({
  word: body.word,
  sentence: body.sentence,
  wordTranslation: body.wordTranslation,
  score: body.score,
  picture: body.picture,
  speechWord: body.speechWord,
  speechSentence: body.speechSentence,
});

function form(fields: Record<string, string>, picture?: Blob): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ language: 'en-US', voice: 'en-US-Female', ...fields }))
    data.append(k, v);
  if (picture) data.append('myImage', picture, 'p.png');
  return data;
}

/** Writes until a request fails (the server is gone) or `until()` says stop. */
export async function writeUntilDown(
  url: string,
  writer: Writer,
  next: () => number,
  images: Blob[],
  label: string,
  until: () => boolean,
) {
  const auth = { authorization: `Bearer ${writer.token}` };
  writer.stoppedBy = null;
  let n = 0;
  while (!until()) {
    const uuids = [...writer.confirmed.keys()];
    const uuid = uuids[Math.floor(next() * uuids.length)];
    const roll = uuid ? next() : 0;
    const picture = next() < 0.4 ? images[Math.floor(next() * images.length)] : undefined;
    const sentence = SENTENCES[Math.floor(next() * SENTENCES.length)] ?? '';
    let request: Request;
    if (roll < 0.4 || !uuid) {
      const word = `${label}-${n++}`;
      writer.pending = { op: 'add', word };
      request = new Request(`${url}/api/words/add`, {
        method: 'POST',
        headers: auth,
        body: form({ word, sentence }, picture),
      });
    } else if (roll < 0.65) {
      const before = writer.confirmed.get(uuid) as SavedState;
      const after = { sentence, wordTranslation: `t${n++}` };
      writer.pending = { op: 'update', uuid, after };
      request = new Request(`${url}/api/words/update/${uuid}`, {
        method: 'PUT',
        headers: auth,
        body: form({ word: before.word, ...after }, picture),
      });
    } else if (roll < 0.85) {
      const score = 1 + Math.floor(next() * 3);
      writer.pending = { op: 'score', uuid, score };
      request = new Request(`${url}/api/words/update/score/${uuid}/${score}`, {
        method: 'PATCH',
        headers: auth,
      });
    } else {
      writer.pending = { op: 'delete', uuid };
      request = new Request(`${url}/api/words/delete/${uuid}`, { method: 'DELETE', headers: auth });
    }
    let res: Response;
    let body: unknown;
    const started = performance.now();
    try {
      // Generous: a busy machine may take seconds; past a minute the server is stuck, not slow.
      res = await fetch(request, { signal: AbortSignal.timeout(60_000) });
      body = await res.json();
    } catch (error) {
      // The server died with this request in flight (writer.pending stays), or it never answered.
      writer.stoppedBy = `${request.method} ${new URL(request.url).pathname}: ${String(error)}`;
      return;
    }
    if (res.status === 429) {
      // The learner's add rate (shared/accounts/quotas.ts): refused, nothing written; wait and go on.
      writer.pending = null;
      await new Promise((r) => setTimeout(r, 1_000));
      continue;
    }
    if (!res.ok)
      throw new Error(`${request.method} ${request.url} answered ${res.status}: ${JSON.stringify(body)}`);
    const pending = writer.pending;
    writer.pending = null;
    writer.acknowledged += 1;
    writer.timings[pending.op].push(performance.now() - started);
    if (pending.op === 'add' || pending.op === 'update')
      writer.confirmed.set((body as { uuid: string }).uuid, stateOf(body as SavedState));
    else if (pending.op === 'score')
      (writer.confirmed.get(pending.uuid) as SavedState).score = body as number;
    else writer.confirmed.delete(pending.uuid);
  }
}
