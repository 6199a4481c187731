// Reviews through the real API, for end-to-end tests of what answers add up to: the learner's
// words, and an answer given at a chosen time (the server takes answers up to 30 days late).
import { randomUUID } from 'node:crypto';
import { paths } from '../../shared/api';
import type { SharedServer } from './stack';

const authorised = (token: string) => ({ authorization: `Bearer ${token}` });

/** The learner's words by their text, to know each one's uuid. */
export async function wordUuids(server: SharedServer, token: string): Promise<Map<string, string>> {
  const res = await fetch(`${server.url}/api${paths.words}`, { headers: authorised(token) });
  const words = (await res.json()) as { word: string; uuid: string }[];
  return new Map(words.map((entry) => [entry.word, entry.uuid]));
}

/** The server's time, which tests may have moved. */
export async function serverNow(server: SharedServer): Promise<number> {
  const res = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** One answer of the web test, given at `answeredAt`. */
export async function answer(
  server: SharedServer,
  token: string,
  uuid: string,
  grade: number,
  answeredAt: number,
) {
  const body = { answerId: randomUUID(), uuid, grade, answeredAt, durationMs: 1500, source: 'web-test' };
  const res = await fetch(`${server.url}/api${paths.reviewAnswer}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorised(token) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`answer answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { due: number };
}
