// "Next word in 9 min": shown by the test and the player when only words in their steps are left
// today (docs/decisions/0046-steps-suspend-leeches.md). The queue takes the word back by itself
// when its step is due (use-review-queue.ts); this only counts down to it.
import { nextWordText, WAITING_HINT } from '../../../../../shared/review/waiting-steps';
import { useNow } from './use-now';
import './review.css';

export function NextWordCountdown({ at }: { at: number }) {
  const now = useNow(true);
  return (
    <section className="review-waiting" aria-labelledby="review-waiting-title">
      {/* Announced once (a heading), not every second: the live countdown would talk over everything. */}
      <h2 id="review-waiting-title" className="review-waiting__title" data-testid="next-word-countdown">
        {nextWordText(at - now)}
      </h2>
      <p className="review-waiting__text">{WAITING_HINT}</p>
    </section>
  );
}
