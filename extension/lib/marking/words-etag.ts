// Keeps the words cache (words-cache.ts) fresh for page marking without downloading the list each
// time a page opens: the list's ETag goes back as If-None-Match, and a 304 keeps the cache.
import { storage } from 'wxt/utils/storage';
import { API_BASE, paths, type Word } from '../../../shared/api';
import { httpCall } from '../../../shared/http-call';
import { readServerUrl, readWordsCache, tokenItem, writeWordsCache } from '../storage';

/** A page opened within this time of the last check uses the cache as it is. */
export const WORDS_CHECK_MS = 60_000;

/** The ETag of the list the cache was last filled from by this check, with the server it came from. */
const wordsEtagItem = storage.defineItem<{ server: string; etag: string } | null>('local:markingWordsEtag', {
  fallback: null,
});

let lastCheck = 0;
let checking: Promise<void> | null = null;

async function checkWords(): Promise<void> {
  const [token, server, known] = await Promise.all([
    tokenItem.getValue(),
    readServerUrl(),
    wordsEtagItem.getValue(),
  ]);
  if (!token) return;
  const headers = new Headers({ authorization: `Bearer ${token}` });
  if (known?.server === server) headers.set('if-none-match', known.etag);
  const answer = await httpCall(`${server}${API_BASE}${paths.words}`, {
    headers,
    timeoutMs: 15_000,
    as: 'data',
  });
  if (answer.status === 304 || answer.status !== 200 || !Array.isArray(answer.body)) return;
  await writeWordsCache(answer.body as Word[]);
  const etag = answer.headers.get('etag');
  await wordsEtagItem.setValue(etag ? { server, etag } : null);
}

/** The cached words, checked with the server at most once a minute; offline, the cache as it is. */
export async function freshWords(now = Date.now()): Promise<Word[]> {
  if (now - lastCheck >= WORDS_CHECK_MS) {
    lastCheck = now;
    checking ??= checkWords()
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
  }
  if (checking) await checking;
  return readWordsCache();
}
