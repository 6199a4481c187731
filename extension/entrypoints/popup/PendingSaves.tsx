// Words saved while the server could not take them. They are sent by themselves; one the server
// refused shows why and may be discarded.
import { waitingWordsText } from '../../../shared/extension';
import { sendMessage } from '../../lib/messages';
import type { PendingSummary, Session } from '../../lib/session';

interface PendingSavesProps {
  pending: PendingSummary[];
  onSession: (session: Session) => void;
}

export function PendingSaves({ pending, onSession }: PendingSavesProps) {
  if (pending.length === 0) return null;
  const waiting = pending.filter((save) => !save.problem);
  const refused = pending.filter((save) => save.problem);
  return (
    <section className="pending" aria-label="Waiting to be saved">
      <p className="notice" role="status">
        {waitingWordsText(pending.length)}{' '}
        {waiting.length > 0 && (
          <span className="pending-words">{waiting.map((save) => save.word).join(', ')}</span>
        )}
      </p>
      {refused.length > 0 && (
        <ul>
          {refused.map((save) => (
            <li key={save.id}>
              <span className="pending-word">{save.word}</span>
              <span className="field-error">{save.problem}</span>
              <button
                type="button"
                className="link-button"
                onClick={async () => onSession(await sendMessage('discardPending', { id: save.id }))}
              >
                Discard
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
