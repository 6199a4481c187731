// Keeps the words cache (words-cache.ts) fresh for page marking without downloading the list each
// time a page opens: the list's ETag goes back as If-None-Match, and a 304 keeps the cache. Both
// are the signed-in learner's: another learner's sign-in empties the cache (session.ts) and is
// checked at once, with no ETag of the previous learner's list.
import { storage } from 'wxt/utils/storage';
import { API_BASE, paths, type Word } from '../../../shared/api';
import { httpCall } from '../../../shared/http-call';
import { readServerUrl, readUser, readWordsCache, tokenItem, writeWordsCache } from '../storage';

/** A page opened within this time of the last check uses the cache as it is. */
export const WORDS_CHECK_MS = 60_000;

/** The ETag of the list the cache was last filled from by this check, with its server and learner. */
const wordsEtagItem = storage.defineItem<{ server: string; learner?: string; etag: string } | null>(
  'local:markingWordsEtag',
  { fallback: null },
);

/** When the list was last checked, and for whom. */
let lastCheck = { at: 0, learner: '' };
let checking: Promise<void> | null = null;

async function checkWords(): Promise<void> {
  const [token, user, server, known] = await Promise.all([
    tokenItem.getValue(),
    readUser(),
    readServerUrl(),
    wordsEtagItem.getValue(),
  ]);
  if (!token) return;
  const learner = user?.uuid ?? '';
  const headers = new Headers({ authorization: `Bearer ${token}` });
  // An empty cache may have been emptied since (session.ts drops a learner's caches when the token
  // changes hands): a 304 would then keep it empty, so an empty cache asks for the whole list.
  const cached = (await readWordsCache()).length > 0;
  if (cached && known?.server === server && (known.learner ?? '') === learner)
    headers.set('if-none-match', known.etag);
  const answer = await httpCall(`${server}${API_BASE}${paths.words}`, {
    headers,
    timeoutMs: 15_000,
    as: 'data',
  });
  if (answer.status === 304 || answer.status !== 200 || !Array.isArray(answer.body)) return;
  // Another learner signed in while the list travelled: it is not theirs.
  if ((await tokenItem.getValue()) !== token) return;
  await writeWordsCache(answer.body as Word[]);
  const etag = answer.headers.get('etag');
  await wordsEtagItem.setValue(etag ? { server, learner, etag } : null);
}

/**
 * The cached words, checked with the server at most once a minute, and at once for a learner who
 * was not the one checked last or when the cache is empty; offline, the cache as it is.
 */
export async function freshWords(now = Date.now()): Promise<Word[]> {
  const [user, cached] = await Promise.all([readUser(), readWordsCache()]);
  const learner = user?.uuid ?? '';
  const stale = now - lastCheck.at >= WORDS_CHECK_MS || learner !== lastCheck.learner;
  if (stale || cached.length === 0) {
    lastCheck = { at: now, learner };
    checking ??= checkWords()
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
  }
  if (checking) await checking;
  return readWordsCache();
}
