// Sends the waiting words, oldest first. A word the server already has (409) leaves the queue
// silently; a word it refuses (422) stays with the reason, for the learner to see, and is not sent
// again until the learner edits it in the popup (the same word would be refused again every
// minute); a failure that passes (no answer, expired session, …) stops the round and everything
// waits for the next one. Words that reach the server go on to Anki when Send to Anki is on.
// A word saved by one learner is sent only in that learner's session: while another is signed in
// it waits for them (the popup says so), and a round keeps the session it started with.
import { forwardToAnki } from './anki-after-save';
import { ApiCallError, isPassingFailure } from './api-client';
import { markRefused, readQueue, removeFromQueue } from './save-queue';
import { sendWord } from './send-word';
import { currentLearner } from './session';
import { belongsTo } from './storage';

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
  const [queue, session] = await Promise.all([readQueue(), currentLearner()]);
  // Without a session every call would fail alike; the words wait for the next sign-in.
  if (queue.length === 0 || !session) return { ...report, waiting: queue.length };

  const sendable = queue.filter((waiting) => !waiting.problem && belongsTo(session.user.uuid, waiting));
  for (const pending of sendable) {
    try {
      const added = await sendWord(pending, { session });
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
