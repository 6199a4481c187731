// The popup's end of the queue when words wait for their steps (docs/decisions/0046-steps-suspend-
// leeches.md): it asks for today's queue again (kept offline, with the answers given taken out), and
// either hands back the words ready now or counts down, "Next word in 9 min", to the next step and
// hands it back when it is due: the same rule as the web app's (shared/review/waiting-steps.ts).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ReviewQueue } from '../../../shared/api';
import { nextStepAt, nextWordText, takeDueSteps, WAITING_HINT } from '../../../shared/review/waiting-steps';
import { sendMessage } from '../../lib/messages';

interface StepsWaitProps {
  /** Whether the popup can show the word (it knows it) and has not queued it already. */
  isNew(uuid: string): boolean;
  onWords(uuids: string[]): void;
  /** Shown when no word waits: the day is done. */
  children: ReactNode;
}

const readyNow = (queue: ReviewQueue, isNew: (uuid: string) => boolean) => {
  const taken = takeDueSteps(queue, Date.now());
  return [...taken.due, ...taken.new].filter(isNew);
};

export function StepsWait({ isNew, onWords, children }: StepsWaitProps) {
  const [queue, setQueue] = useState<ReviewQueue | null>(null);
  // The latest callbacks, read when the queue answers or the step comes due.
  const latest = useRef({ isNew, onWords });
  latest.current = { isNew, onWords };
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    sendMessage('reviewQueue').then(setQueue, () => setQueue(null));
  }, []);
  const at = nextStepAt(queue);
  useEffect(() => {
    if (!queue) return;
    const hand = () => latest.current.onWords(readyNow(queue, latest.current.isNew));
    if (readyNow(queue, latest.current.isNew).length > 0) {
      hand();
      return;
    }
    if (at === null) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const due = setTimeout(hand, Math.max(0, at - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(due);
    };
  }, [queue, at]);
  if (at === null) return children;
  return (
    <>
      <p className="study-done" data-testid="next-word-countdown">
        {nextWordText(at - now)}
      </p>
      <p className="muted small">{WAITING_HINT}</p>
    </>
  );
}
