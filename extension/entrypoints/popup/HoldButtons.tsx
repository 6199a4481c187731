// Bury and Suspend of the word on the popup's "Due today" card, with the web test's texts
// (docs/decisions/0046-steps-suspend-leeches.md): bury until tomorrow, suspend until resumed. Each
// shows its key, Anki's "-" and "@" (docs/decisions/0062-popup-study-keys.md); the key is shown
// to the eye and named in aria-keyshortcuts, so the button's name stays "Bury" or "Suspend".
import { HOLD_BUTTONS, type HOLD_KEYS } from '../../../shared/review/study-keys';

export type PopupHold = keyof typeof HOLD_KEYS;

export function HoldButtons({ onHold }: { onHold(action: PopupHold): void }) {
  return (
    <div className="study-holds">
      {HOLD_BUTTONS.map(({ action, label, title, key }) => (
        <button
          key={action}
          type="button"
          title={title}
          aria-keyshortcuts={key}
          onClick={() => onHold(action)}
        >
          <span className="hold-key" aria-hidden="true">
            {key}
          </span>{' '}
          {label}
        </button>
      ))}
    </div>
  );
}
