// Suspend and bury the word on screen (docs/decisions/0046-steps-suspend-leeches.md): under the
// answer buttons of the "Due today" order. Suspend: out of every queue until resumed (from the
// list's "Study state" filter); bury: until the learner's next day starts.
import type { WordHoldAction } from '../../../../../shared/api';
import { HOLD_TEXTS } from '../../../../../shared/review/hold-texts';
import './holds.css';

export type HoldOnScreen = Extract<WordHoldAction, 'suspend' | 'bury'>;

export function HoldButtons({ onHold }: { onHold(action: HoldOnScreen): void }) {
  return (
    <div className="review-holds">
      <button
        type="button"
        className="button button--secondary"
        title={HOLD_TEXTS.buryTitle}
        onClick={() => onHold('bury')}
      >
        {HOLD_TEXTS.bury}
      </button>
      <button
        type="button"
        className="button button--secondary"
        title={HOLD_TEXTS.suspendTitle}
        onClick={() => onHold('suspend')}
      >
        {HOLD_TEXTS.suspend}
      </button>
    </div>
  );
}
