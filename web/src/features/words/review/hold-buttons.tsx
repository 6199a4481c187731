// Suspend and bury the word on screen (docs/decisions/0046-steps-suspend-leeches.md): under the
// answer buttons of the "Due today" order. Suspend: out of every queue until resumed (from the
// list's "Study state" filter); bury: until the learner's next day starts. Each has the popup's
// key, Anki's "-" and "@" (shared/review/study-keys.ts, docs/decisions/0062-popup-study-keys.md),
// shown to the eye and named in aria-keyshortcuts, so the button's name stays "Bury" or "Suspend".
import type { WordHoldAction } from '../../../../../shared/api';
import { HOLD_BUTTONS, holdOfKey, keyBelongsElsewhere } from '../../../../../shared/review/study-keys';
import { useDocumentKeys } from '../study/use-study-keys';
import './holds.css';

export type HoldOnScreen = Extract<WordHoldAction, 'suspend' | 'bury'>;

export function HoldButtons({ onHold }: { onHold(action: HoldOnScreen): void }) {
  useDocumentKeys((event) => {
    if (event.repeat) return;
    const hold = holdOfKey(event);
    if (hold === null || keyBelongsElsewhere(event)) return;
    event.preventDefault();
    onHold(hold);
  });
  return (
    <div className="review-holds">
      {HOLD_BUTTONS.map(({ action, label, title, key }) => (
        <button
          key={action}
          type="button"
          className="button button--secondary"
          title={title}
          aria-keyshortcuts={key}
          onClick={() => onHold(action)}
        >
          <span className="review-grade__key" aria-hidden="true">
            {key}
          </span>{' '}
          {label}
        </button>
      ))}
    </div>
  );
}
