// Studying offline (docs/decisions/0031-offline-study.md): what the installed app keeps on the
// device, how much of it, and what it tells the learner about it. One source for the web app and
// its tests.

/** The budget for kept pictures and audio when the learner has not chosen one, in megabytes. */
export const OFFLINE_BUDGET_DEFAULT_MB = 200;
/** The smallest and largest budgets the profile accepts, in megabytes. */
export const OFFLINE_BUDGET_MIN_MB = 10;
export const OFFLINE_BUDGET_MAX_MB = 2000;
/** How many words of the list, from its top, have their media kept (today's and the next ones). */
export const OFFLINE_KEPT_WORDS_MAX = 300;

/** A budget typed on the profile: a whole number of megabytes within the bounds, or null. */
export function parseOfflineBudget(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const mb = Number(text.trim());
  return mb >= OFFLINE_BUDGET_MIN_MB && mb <= OFFLINE_BUDGET_MAX_MB ? mb : null;
}

export const OFFLINE_BUDGET_INVALID = `The budget is a whole number of megabytes from ${OFFLINE_BUDGET_MIN_MB} to ${OFFLINE_BUDGET_MAX_MB}.`;

export { offlineBannerText } from './banner';

export const OFFLINE_STORAGE_FULL =
  'The device has no room left to keep this change: free some space, or go online to send it.';
export const OFFLINE_SIGN_IN_AGAIN =
  'Your session has expired: sign in again to send the changes made offline. They are kept for you.';
export const OFFLINE_WORD_DELETED = 'A word changed offline was deleted elsewhere: the change was dropped.';
export const OFFLINE_NOT_KEPT = 'This is not kept on the device: it opens when you are online again.';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The profile's storage line: what the app uses on the device of what the browser allows. */
export function storageUsageText(usage: number, quota: number): string {
  return quota > 0
    ? `${megabytes(usage)} used on this device, of ${megabytes(quota)} the browser allows`
    : 'The browser does not say how much this device holds.';
}

export const OFFLINE_PERSISTED = 'The browser keeps this even when the device runs short of space.';
export const OFFLINE_NOT_PERSISTED = 'The browser may clear this when the device runs short of space.';
export const OFFLINE_BUDGET_SAVED = 'Saved: pictures and audio are kept up to this budget.';

export const OFFLINE_PICTURE_ONLINE = 'A picture can be changed when you are online again: the text is kept.';
export const offlineEditKept = (word: string) =>
  `"${word}" saved on this device: it is sent when you are online.`;
export const offlineConflictTitle = (word: string) =>
  `"${word}" was changed elsewhere while you edited it offline. Which version do you keep?`;

/** Over the progress page opened offline from its kept copy: when that copy was fetched. */
export const progressKeptNote = (at: number) =>
  `Offline: your progress as of ${new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.`;
