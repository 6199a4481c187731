// The words list kept on the device (docs/decisions/0031-offline-study.md): the text of the last
// list fetched and its ETag, so the next start revalidates it (a 304 costs no download) and an
// offline start opens it. Runs in the words worker, where the list is fetched and parsed.
import type { Word } from '../../../../../shared/words/types';
import { inTransaction, KEPT, OUTBOX, OUTBOX_BY_LEARNER, readKept } from '../../../lib/offline/idb';
import { serverUuidOf, waitingWord } from '../../../lib/offline/new-word-ids';
import type { QueuedChange } from '../../../lib/offline/outbox';

interface KeptList {
  etag: string;
  text: string;
}

export const keptWordsKey = (userId: number) => `words:${userId}`;
/** The kept list's ETag on its own: a start reads these few bytes, not the megabytes of the list,
 *  to ask whether the list changed (the text is read only when it did not, or offline). */
const keptEtagKey = (userId: number) => `words-etag:${userId}`;

export interface ListText {
  /** The list, with the changes still waiting. */
  text: string;
  /** Keeps a freshly fetched list and its ETag on the device; null when there is nothing new. The
   *  caller runs it once the rows are shown: writing megabytes to IndexedDB before them made a
   *  changed list appear later (issue 35). */
  keep: (() => Promise<void>) | null;
}

/**
 * The list's text: fetched, revalidated against the kept copy, or the kept copy when offline;
 * with the changes still waiting in every case, so a start online whose sending has not finished
 * (or fails: a server error keeps them) shows the words added and the scores given offline too.
 */
export async function fetchListText(url: string, token: string, userId: number): Promise<ListText | null> {
  const key = keptWordsKey(userId);
  const etag = await readKept<string>(keptEtagKey(userId)).catch(() => undefined);
  const keptText = async () => (await readKept<KeptList>(key).catch(() => undefined))?.text;
  let response: Response;
  try {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (etag) headers['If-None-Match'] = etag;
    response = await fetch(url, { headers });
  } catch {
    // No network: the kept list, with the changes still waiting to be sent.
    return withQueued(await keptText(), userId, null);
  }
  if (response.status === 304) return withQueued(await keptText(), userId, null);
  if (!response.ok) return null;
  const text = await response.text();
  const newEtag = response.headers.get('etag');
  // Keeping is a convenience: a full device still shows the list fetched. Both records in one
  // transaction, so the ETag kept always names the text kept.
  const keep = newEtag
    ? () =>
        inTransaction(KEPT, 'readwrite', (s) => {
          s.put({ etag: newEtag, text } satisfies KeptList, key);
          return s.put(newEtag, keptEtagKey(userId));
        }).then(
          () => undefined,
          () => undefined,
        )
    : null;
  return withQueued(text, userId, keep);
}

/** fetchListText, kept at once: for callers with no rows to show first. */
export async function fetchOrKeptText(url: string, token: string, userId: number): Promise<string | null> {
  const list = await fetchListText(url, token, userId);
  await list?.keep?.();
  return list?.text ?? null;
}

async function withQueued(
  text: string | undefined,
  userId: number,
  keep: ListText['keep'],
): Promise<ListText | null> {
  return text === undefined ? null : { text: await withQueuedScores(text, userId), keep };
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
