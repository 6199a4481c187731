// Words waiting to reach the server. Every change goes through updateQueue, one at a time, so
// saves that arrive together all stay; each change also shows the count on the toolbar button and
// keeps an alarm set while anything waits (the alarm retries even when no popup is opened).
import { browser } from 'wxt/browser';
import { belongsTo, isPendingSave, type PendingSave, readUser, saveQueueItem, tokenItem } from './storage';

export const FLUSH_ALARM = 'send-waiting-words';
/** Chrome fires alarms at most every 30 s; a minute is soon enough for a word saved offline. */
const FLUSH_PERIOD_MINUTES = 1;
const BADGE_COLOUR = '#b45309';

export async function readQueue(): Promise<PendingSave[]> {
  const queue = await saveQueueItem.getValue();
  return Array.isArray(queue) ? queue.filter(isPendingSave) : [];
}

/** The toolbar button shows how many words wait; nothing when none. */
export async function showQueueCount(count: number): Promise<void> {
  await browser.action.setBadgeText({ text: count > 0 ? String(count) : '' });
  if (count > 0) await browser.action.setBadgeBackgroundColor({ color: BADGE_COLOUR });
}

async function scheduleRetry(count: number): Promise<void> {
  if (count === 0) {
    await browser.alarms.clear(FLUSH_ALARM);
    return;
  }
  // Creating an alarm again would restart its period: keep the one already running.
  if (!(await browser.alarms.get(FLUSH_ALARM))) {
    await browser.alarms.create(FLUSH_ALARM, { periodInMinutes: FLUSH_PERIOD_MINUTES });
  }
}

let turn: Promise<unknown> = Promise.resolve();

/** Applies a change to the stored queue after every change started before it. */
export function updateQueue(change: (queue: PendingSave[]) => PendingSave[]): Promise<PendingSave[]> {
  const next = turn.then(async () => {
    const queue = change(await readQueue());
    await saveQueueItem.setValue(queue);
    // The badge counts every word that waits; the alarm runs only for those it may send: not a
    // refused word, nor one another learner saved (it waits for them to sign in).
    const learner = (await tokenItem.getValue()) ? (await readUser())?.uuid : undefined;
    const sendable = queue.filter((pending) => !pending.problem && belongsTo(learner, pending)).length;
    await Promise.all([showQueueCount(queue.length), scheduleRetry(sendable)]);
    return queue;
  });
  turn = next.catch(() => undefined);
  return next;
}

export const enqueue = (pending: PendingSave) => updateQueue((queue) => [...queue, pending]);

/** Puts `pending` in the place of the waiting word `id` (edited in the popup), or last when it is gone. */
export const replaceInQueue = (id: string, pending: PendingSave) =>
  updateQueue((queue) =>
    queue.some((waiting) => waiting.id === id)
      ? queue.map((waiting) => (waiting.id === id ? pending : waiting))
      : [...queue, pending],
  );

export const removeFromQueue = (id: string) =>
  updateQueue((queue) => queue.filter((pending) => pending.id !== id));

/** Notes why the server refused a word; it stays listed in the popup until edited or discarded. */
export const markRefused = (id: string, problem: string) =>
  updateQueue((queue) => queue.map((pending) => (pending.id === id ? { ...pending, problem } : pending)));

/** Brings the badge and the alarm in line with the stored queue (browser start, install). */
export async function restoreQueueState(): Promise<void> {
  await updateQueue((queue) => queue);
}
