// Bury and Suspend of the word on the popup's "Due today" card, with the web test's texts
// (docs/decisions/0046-steps-suspend-leeches.md): bury until tomorrow, suspend until resumed. Each
// shows its key, Anki's "-" and "@" (docs/decisions/0062-popup-study-keys.md); the key is shown
// to the eye and named in aria-keyshortcuts, so the button's name stays "Bury" or "Suspend".
import { HOLD_TEXTS } from '../../../shared/review/hold-texts';
import { HOLD_KEYS, titleWithKey } from '../../../shared/review/study-keys';

export type PopupHold = keyof typeof HOLD_KEYS;

const HOLDS = [
  { action: 'bury', label: HOLD_TEXTS.bury, title: HOLD_TEXTS.buryTitle },
  { action: 'suspend', label: HOLD_TEXTS.suspend, title: HOLD_TEXTS.suspendTitle },
] as const;

export function HoldButtons({ onHold }: { onHold(action: PopupHold): void }) {
  return (
    <div className="study-holds">
      {HOLDS.map(({ action, label, title }) => (
        <button
          key={action}
          type="button"
          title={titleWithKey(title, HOLD_KEYS[action])}
          aria-keyshortcuts={HOLD_KEYS[action]}
          onClick={() => onHold(action)}
        >
          <span className="hold-key" aria-hidden="true">
            {HOLD_KEYS[action]}
          </span>{' '}
          {label}
        </button>
      ))}
    </div>
  );
}
