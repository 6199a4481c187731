// Sends the waiting words, oldest first. A word the server already has (409) leaves the queue
// silently; a word it refuses (422) stays with the reason, for the learner to see, and is not sent
// again until the learner edits it in the popup (the same word would be refused again every
// minute); a failure that passes (no answer, expired session, …) stops the round and everything
// waits for the next one. Words that reach the server go on to Anki when Send to Anki is on.
import { forwardToAnki } from './anki-after-save';
import { ApiCallError, isPassingFailure } from './api-client';
import { markRefused, readQueue, removeFromQueue } from './save-queue';
import { sendWord } from './send-word';
import { currentToken } from './session';

export interface FlushReport {
  sent: number;
  /** Left the queue because the learner has the word already. */
  dropped: number;
  waiting: number;
}

let running: Promise<FlushReport> | null = null;

/** One round at a time: a call while a round runs gets that round's report. */
export function flushQueue(): Promise<FlushReport> {
  running ??= sendWaitingWords().finally(() => {
    running = null;
  });
  return running;
}

async function sendWaitingWords(): Promise<FlushReport> {
  const report: FlushReport = { sent: 0, dropped: 0, waiting: 0 };
  const queue = await readQueue();
  // Without a session every call would fail alike; the words wait for the next sign-in.
  if (queue.length === 0 || !(await currentToken())) return { ...report, waiting: queue.length };

  for (const pending of queue.filter((waiting) => !waiting.problem)) {
    try {
      const added = await sendWord(pending);
      await removeFromQueue(pending.id);
      report.sent += 1;
      // A word that waited goes to Anki too when Send to Anki is on. Nobody is on its page any
      // more to read a notice; a failure leaves it for "Send “…” to Anki" in the context menu.
      await forwardToAnki(added);
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 409) {
        await removeFromQueue(pending.id);
        report.dropped += 1;
      } else if (isPassingFailure(error)) {
        break;
      } else {
        await markRefused(pending.id, error instanceof Error ? error.message : String(error));
      }
    }
  }
  return { ...report, waiting: (await readQueue()).length };
}
