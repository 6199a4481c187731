// The words list kept on the device (docs/decisions/0031-offline-study.md): the text of the last
// list fetched and its ETag, so the next start revalidates it (a 304 costs no download) and an
// offline start opens it. Runs in the words worker, where the list is fetched and parsed.
import type { Word } from '../../../../../shared/words/types';
import { inTransaction, OUTBOX, OUTBOX_BY_LEARNER, readKept, writeKept } from '../../../lib/offline/idb';
import { serverUuidOf, waitingWord } from '../../../lib/offline/new-word-ids';
import type { QueuedChange } from '../../../lib/offline/outbox';

interface KeptList {
  etag: string;
  text: string;
}

export const keptWordsKey = (userId: number) => `words:${userId}`;

/**
 * The list's text: fetched, revalidated against the kept copy, or the kept copy when offline;
 * with the changes still waiting in every case, so a start online whose sending has not finished
 * (or fails: a server error keeps them) shows the words added and the scores given offline too.
 */
export async function fetchOrKeptText(url: string, token: string, userId: number): Promise<string | null> {
  const key = keptWordsKey(userId);
  const kept = await readKept<KeptList>(key).catch(() => undefined);
  let response: Response;
  try {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (kept) headers['If-None-Match'] = kept.etag;
    response = await fetch(url, { headers });
  } catch {
    // No network: the kept list, with the changes still waiting to be sent.
    return kept ? withQueuedScores(kept.text, userId) : null;
  }
  if (response.status === 304 && kept) return withQueuedScores(kept.text, userId);
  if (!response.ok) return null;
  const text = await response.text();
  const etag = response.headers.get('etag');
  // Keeping is a convenience: a full device still shows the list fetched.
  if (etag) await writeKept(key, { etag, text } satisfies KeptList).catch(() => undefined);
  return withQueuedScores(text, userId);
}

/**
 * The list with the changes still waiting (the learner's own, by the outbox's index), so the
 * screen shows what the learner did: the words
 * added offline on top (newest first, as the list shows a new word), then the scores and edits.
 */
async function withQueuedScores(text: string, userId: number): Promise<string> {
  const queued = await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) =>
    s.index(OUTBOX_BY_LEARNER).getAll(userId),
  ).catch(() => []);
  const added: Word[] = [];
  const changes = new Map<string, Partial<Word>>();
  for (const change of queued ?? []) {
    if (change.kind === 'review') continue;
    if (change.kind === 'add') {
      // Answered already (its entry leaves the outbox next): the list has the saved word.
      if ((await serverUuidOf(change.uuid)) === undefined)
        added.unshift(waitingWord(change.uuid, change.form, change.date));
      continue;
    }
    const patch = change.kind === 'score' ? { score: change.score as Word['score'] } : change.form;
    changes.set(change.uuid, { ...changes.get(change.uuid), ...patch });
  }
  if (changes.size === 0 && added.length === 0) return text;
  const words = [...added, ...(JSON.parse(text) as Word[])];
  for (const [index, word] of words.entries()) {
    const patch = changes.get(word.uuid);
    if (patch) words[index] = { ...word, ...patch };
  }
  return JSON.stringify(words);
}
