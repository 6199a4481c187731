// Prepares a victim and a fuzzing learner through the API, then sends generated requests and
// collects every answer that breaks the rules: a 5xx, a request the server never answered, or an
// error answer (anything but 2xx) after which the database or the media folder is not as before.
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import type { CorpusFile } from './corpus';
import { type FuzzTargets, fuzzRequest } from './requests';
import { describe, toRequest } from './send';
import { changedParts, type StateDigest } from './state-digest';

export type Send = (request: Request) => Promise<Response>;

export interface Learner {
  email: string;
  token: string;
  /** A second session of the same learner, for the calls that end the session they come from. */
  spareToken: string;
  id: number;
  uuid: string;
  words: { uuid: string; picture: string; speechWord: string; speechSentence: string }[];
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function picture(seed: number): Promise<File> {
  const noise = { type: 'gaussian', mean: 90 + seed, sigma: 35 } as const;
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#888888', noise } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], 'note.png', { type: 'image/png' });
}

/** Registers, logs in and saves `words` words with a picture each. */
export async function makeLearner(
  base: string,
  send: Send,
  email: string,
  passwordFor: (to: string) => string,
  words: number,
): Promise<Learner> {
  await send(new Request(`${base}/api/users/register`, json({ email })));
  const login = await send(
    new Request(`${base}/api/users/login`, json({ email, password: passwordFor(email) })),
  );
  const token = await login.text();
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${token}`);
  const spare = await send(
    new Request(`${base}/api/users/login`, json({ email, password: passwordFor(email) })),
  );
  const spareToken = await spare.text();
  const auth = { authorization: `Bearer ${token}` };
  const claim = decodeJwt(token).user as { id: number; uuid: string };
  const saved: Learner['words'] = [];
  for (let i = 0; i < words; i++) {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      word: `${email.split('@')[0]}-word-${i}`,
      sentence: `Said by ${email} ${i}.`,
      language: 'en-US',
      voice: 'en-US-Female',
    }))
      form.append(k, v);
    form.append('myImage', await picture(i));
    const res = await send(
      new Request(`${base}/api/words/add`, { method: 'POST', headers: auth, body: form }),
    );
    if (res.status !== 201) throw new Error(`add answered ${res.status}: ${await res.text()}`);
    saved.push(await res.json());
  }
  return { email, token, spareToken, id: claim.id, uuid: claim.uuid, words: saved };
}

export function targetsOf(
  fuzzer: Learner,
  victim: Learner,
  extraUuids: string[],
  corpus: CorpusFile[],
): FuzzTargets {
  const all = [...fuzzer.words, ...victim.words];
  return {
    fuzzerToken: fuzzer.token,
    spareToken: fuzzer.spareToken,
    userIds: [String(fuzzer.id), String(victim.id)],
    uuids: [...all.map((w) => w.uuid), ...extraUuids, victim.uuid],
    mediaIds: all.flatMap((w) => [w.picture, w.speechWord, w.speechSentence]).filter(Boolean),
    forbiddenEmails: [victim.email],
    corpusSize: corpus.length,
  };
}

export interface FuzzReport {
  sent: number;
  skipped: number;
  statuses: Record<number, number>;
  failures: string[];
}

/** Sends `runs` generated requests, in batches so the huge values never pile up in memory. */
export async function fuzz(options: {
  base: string;
  send: Send;
  targets: FuzzTargets;
  corpus: CorpusFile[];
  runs: number;
  seed: number;
  /** Whether a 5xx answer is a documented one (e.g. an outside service not installed). */
  allowed?: (request: Request, status: number, body: string) => boolean;
  /** The state after each request; an answer outside 2xx must leave it unchanged. */
  digest: () => Promise<StateDigest>;
}): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, skipped: 0, statuses: {}, failures: [] };
  const arbitrary = fuzzRequest(options.targets);
  // The state after one request is the state before the next: one digest per request.
  let state = await options.digest();
  for (let batch = 0; batch * 250 < options.runs; batch++) {
    const count = Math.min(250, options.runs - batch * 250);
    for (const generated of fc.sample(arbitrary, { numRuns: count, seed: options.seed * 1000 + batch })) {
      const request = toRequest(options.base, generated, options.corpus);
      if (!request) {
        report.skipped += 1;
        continue;
      }
      report.sent += 1;
      let status = 0;
      let body = '';
      try {
        const res = await options.send(request);
        status = res.status;
        body = await res.text();
      } catch (error) {
        body = `no answer: ${String(error)}`;
      }
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      if ((status === 0 || status >= 500) && !options.allowed?.(request, status, body))
        report.failures.push(`${status} ${body.slice(0, 200)} ← ${describe(generated)}`);
      const after = await options.digest();
      const changed = changedParts(state, after);
      if ((status < 200 || status > 299) && changed.length > 0)
        report.failures.push(`${status} changed ${changed.join(', ')} ← ${describe(generated)}`);
      state = after;
    }
  }
  return report;
}
