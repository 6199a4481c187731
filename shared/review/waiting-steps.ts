// Steps that wait (docs/decisions/0046-steps-suspend-leeches.md): a word in its learning or
// relearning steps comes back when its step is due, not before. The server's queue lists such words
// apart, with their due times; every client (the web test and player, offline from the kept queue,
// the popup) takes a waiting word into the queue with this one rule when its time has come.
import type { ReviewQueue } from '../api';

/** The queue once every step due by `now` has come back, soonest first, ahead of the other due words. */
export function takeDueSteps(queue: ReviewQueue, now: number): ReviewQueue {
  const waiting = queue.waiting ?? [];
  const come = waiting.filter((step) => step.due <= now);
  if (come.length === 0) return queue;
  const back = new Set(come.map((step) => step.uuid));
  return {
    ...queue,
    due: [...come.map((step) => step.uuid), ...queue.due.filter((uuid) => !back.has(uuid))],
    waiting: waiting.filter((step) => !back.has(step.uuid)),
  };
}

/** When the next waiting step comes back, or null when none waits. */
export const nextStepAt = (queue: ReviewQueue | null): number | null =>
  queue?.waiting?.length ? Math.min(...queue.waiting.map((step) => step.due)) : null;

/** A word answered leaves every list of the queue (it comes back from the server if it must). */
export const withoutWord = (queue: ReviewQueue, uuid: string): ReviewQueue => ({
  ...queue,
  due: queue.due.filter((u) => u !== uuid),
  new: queue.new.filter((u) => u !== uuid),
  waiting: (queue.waiting ?? []).filter((step) => step.uuid !== uuid),
});

/** "Next word in 9 min" (rounded up, as a countdown reads), "in 45 s" under a minute. */
export function nextWordText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  if (seconds < 60) return `Next word in ${seconds} s`;
  return `Next word in ${Math.ceil(seconds / 60)} min`;
}

/** Said beside the countdown: why the word waits. */
export const WAITING_HINT = 'The words you did not know come back when their step is due.';

/**
 * Whether this lapse makes the word a leech: at the threshold, then every half threshold after it
 * (Anki's convention: 8, 12, 16… by default), so a word that keeps failing is offered again.
 */
export function isLeechLapse(lapsesBefore: number, lapsesAfter: number, threshold: number): boolean {
  if (lapsesAfter <= lapsesBefore || lapsesAfter < threshold) return false;
  return (lapsesAfter - threshold) % Math.max(1, Math.ceil(threshold / 2)) === 0;
}
