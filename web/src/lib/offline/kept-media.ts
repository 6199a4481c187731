// Pictures and audio kept on the device for studying offline (docs/decisions/0031-offline-study.md),
// in the Cache API under their URLs (/api/words/get/{image,audio}/:userId/:id): the key holds no
// token, and sign-out deletes the whole cache. Ids are content hashes, so a kept entry never goes
// stale. Nothing new is kept once the origin's storage reaches the learner's budget.
import { OFFLINE_BUDGET_DEFAULT_MB, parseOfflineBudget } from '../../../../shared/offline/rules';
import { readKept, writeKept } from './idb';

export const MEDIA_CACHE_NAME = 'wordhoard-media';
const MB = 1024 * 1024;

const BUDGET_KEY = 'budget-mb';

/** The learner's budget on this device: kept beside the kept study, so sign-out resets it too. */
export async function offlineBudgetMb(): Promise<number> {
  const kept = await readKept<number>(BUDGET_KEY).catch(() => undefined);
  return parseOfflineBudget(String(kept ?? '')) ?? OFFLINE_BUDGET_DEFAULT_MB;
}

export const saveOfflineBudgetMb = (mb: number) => writeKept(BUDGET_KEY, mb);

const openMedia = (): Promise<Cache | null> =>
  typeof caches === 'undefined' ? Promise.resolve(null) : caches.open(MEDIA_CACHE_NAME).catch(() => null);

/** What the origin uses and may use, in bytes; zeros where the browser does not say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number }> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return { usage: estimate?.usage ?? 0, quota: estimate?.quota ?? 0 };
}

export async function withinBudget(): Promise<boolean> {
  const { usage } = await storageEstimate();
  return usage < (await offlineBudgetMb()) * MB;
}

/** The kept copy of a media URL, or null. */
export async function keptMedia(url: string): Promise<Blob | null> {
  const cache = await openMedia();
  const hit = await cache?.match(url).catch(() => undefined);
  return hit ? hit.blob() : null;
}

/** Keeps a fetched media blob when the budget allows; a full device keeps nothing and says nothing. */
export async function keepMedia(url: string, blob: Blob): Promise<void> {
  const cache = await openMedia();
  if (!cache || !(await withinBudget())) return;
  const headers = { 'content-type': blob.type || 'application/octet-stream' };
  await cache.put(url, new Response(blob, { headers })).catch(() => undefined);
}

export async function isMediaKept(url: string): Promise<boolean> {
  const cache = await openMedia();
  return Boolean(await cache?.match(url).catch(() => undefined));
}

/** Sign-out: every kept picture and sound goes. */
export async function clearKeptMedia(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE_NAME).catch(() => false);
}

/** Asks the browser not to evict what is kept (it may say no; the app works either way). */
export async function askPersistentStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.().catch(() => false)) ?? false;
}
