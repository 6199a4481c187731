// The words list kept on the device (docs/decisions/0031-offline-study.md): the text of the last
// list fetched and its ETag, so the next start revalidates it (a 304 costs no download) and an
// offline start opens it. Runs in the words worker, where the list is fetched and parsed. The list
// is asked for in its compact form, about half the text to read (docs/decisions/0064-compact-list.md),
// and kept in the form it came in: a copy kept as JSON by an earlier release still opens.
import type { Word } from '../../../../../shared/words/types';
import { decodeWordRows, WORD_ROWS_MEDIA_TYPE } from '../../../../../shared/words/word-rows';
import { inTransaction, KEPT, OUTBOX, OUTBOX_BY_LEARNER, readKept } from '../../../lib/offline/idb';
import { serverUuidOf, waitingWord } from '../../../lib/offline/new-word-ids';
import type { QueuedChange } from '../../../lib/offline/outbox';

interface KeptList {
  etag: string;
  text: string;
  /** 'rows': the compact form; absent: the list's JSON (all an earlier release kept). */
  form?: 'rows';
}

export const keptWordsKey = (userId: number) => `words:${userId}`;
/** The kept list's ETag on its own: a start reads these few bytes, not the megabytes of the list,
 *  to ask whether the list changed (the text is read only when it did not, or offline). */
const keptEtagKey = (userId: number) => `words-etag:${userId}`;

export interface ListWords {
  /** The list, with the changes still waiting. */
  words: Word[];
  /** Keeps a freshly fetched list and its ETag on the device; null when there is nothing new. The
   *  caller runs it once the rows are shown: writing megabytes to IndexedDB before them made a
   *  changed list appear later (issue 35). */
  keep: (() => Promise<void>) | null;
}

/** The words of a list's text in either form; null when it is neither. */
function wordsOf(text: string, form: KeptList['form']): Word[] | null {
  const body: unknown = JSON.parse(text);
  if (form === 'rows') return decodeWordRows(body);
  return Array.isArray(body) ? (body as Word[]) : null;
}

/**
 * The list's words: fetched, revalidated against the kept copy, or the kept copy when offline;
 * with the changes still waiting in every case, so a start online whose sending has not finished
 * (or fails: a server error keeps them) shows the words added and the scores given offline too.
 */
export async function fetchListWords(url: string, token: string, userId: number): Promise<ListWords | null> {
  const key = keptWordsKey(userId);
  const etag = await readKept<string>(keptEtagKey(userId)).catch(() => undefined);
  const keptWords = async () => {
    const kept = await readKept<KeptList>(key).catch(() => undefined);
    return kept ? wordsOf(kept.text, kept.form) : null;
  };
  let response: Response;
  try {
    // A kept JSON copy's ETag is not the compact form's: the server then answers the list anew.
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Accept: WORD_ROWS_MEDIA_TYPE,
    };
    if (etag) headers['If-None-Match'] = etag;
    response = await fetch(url, { headers });
  } catch {
    // No network: the kept list, with the changes still waiting to be sent.
    return withQueued(await keptWords(), userId, null);
  }
  if (response.status === 304) return withQueued(await keptWords(), userId, null);
  if (!response.ok) return null;
  const text = await response.text();
  // A server that does not know the compact form answers its JSON.
  const form = response.headers.get('content-type')?.startsWith(WORD_ROWS_MEDIA_TYPE) ? 'rows' : undefined;
  const words = wordsOf(text, form);
  if (!words) return null;
  const newEtag = response.headers.get('etag');
  // Keeping is a convenience: a full device still shows the list fetched. Both records in one
  // transaction, so the ETag kept always names the text kept.
  const keep = newEtag
    ? () =>
        inTransaction(KEPT, 'readwrite', (s) => {
          s.put({ etag: newEtag, text, ...(form && { form }) } satisfies KeptList, key);
          return s.put(newEtag, keptEtagKey(userId));
        }).then(
          () => undefined,
          () => undefined,
        )
    : null;
  return withQueued(words, userId, keep);
}

/** fetchListWords, kept at once: for callers with no rows to show first. */
export async function fetchOrKeptWords(url: string, token: string, userId: number): Promise<Word[] | null> {
  const list = await fetchListWords(url, token, userId);
  await list?.keep?.();
  return list?.words ?? null;
}

async function withQueued(
  words: Word[] | null,
  userId: number,
  keep: ListWords['keep'],
): Promise<ListWords | null> {
  return words === null ? null : { words: await withQueuedScores(words, userId), keep };
}

/**
 * The list with the changes still waiting (the learner's own, by the outbox's index), so the
 * screen shows what the learner did: the words
 * added offline on top (newest first, as the list shows a new word), then the scores and edits.
 */
async function withQueuedScores(listed: Word[], userId: number): Promise<Word[]> {
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
  if (changes.size === 0 && added.length === 0) return listed;
  const words = [...added, ...listed];
  for (const [index, word] of words.entries()) {
    const patch = changes.get(word.uuid);
    if (patch) words[index] = { ...word, ...patch };
  }
  return words;
}
