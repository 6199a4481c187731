// Bury and Suspend of the word on the popup's "Due today" card, with the web test's texts
// (docs/decisions/0046-steps-suspend-leeches.md): bury until tomorrow, suspend until resumed.
import { HOLD_TEXTS } from '../../../shared/review/hold-texts';

export type PopupHold = 'bury' | 'suspend';

export function HoldButtons({ onHold }: { onHold(action: PopupHold): void }) {
  return (
    <div className="study-holds">
      <button type="button" title={HOLD_TEXTS.buryTitle} onClick={() => onHold('bury')}>
        {HOLD_TEXTS.bury}
      </button>
      <button type="button" title={HOLD_TEXTS.suspendTitle} onClick={() => onHold('suspend')}>
        {HOLD_TEXTS.suspend}
      </button>
    </div>
  );
}
