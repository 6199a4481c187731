// Words saved while the server could not take them. They are sent by themselves; one the server
// refused shows why, and waits until the learner edits it (in the quick-add form) or discards it.
import { waitingForLearnerText, waitingWordsText } from '../../../shared/extension';
import type { PendingSummary, Session, WaitingForLearner } from '../../lib/message-types';
import { sendMessage } from '../../lib/messages';

interface PendingSavesProps {
  pending: PendingSummary[];
  /** What waits for other learners: listed, never sent in this session. */
  waitingFor: WaitingForLearner[];
  onSession: (session: Session) => void;
  /** Opens a refused word in the quick-add form; absent while signed out. */
  onEdit?: (save: PendingSummary) => void;
}

export function PendingSaves({ pending, waitingFor, onSession, onEdit }: PendingSavesProps) {
  if (pending.length === 0 && waitingFor.length === 0) return null;
  const waiting = pending.filter((save) => !save.problem);
  const refused = pending.filter((save) => save.problem);
  return (
    <section className="pending" aria-label="Waiting to be saved">
      {pending.length > 0 && (
        <p className="notice" role="status">
          {waitingWordsText(pending.length)}{' '}
          {waiting.length > 0 && (
            <span className="pending-words">{waiting.map((save) => save.word).join(', ')}</span>
          )}
        </p>
      )}
      {waitingFor.map((line) => (
        <p key={line.uuid} className="notice notice-info">
          {waitingForLearnerText(line.name, line.saves, line.answers)}
        </p>
      ))}
      {refused.length > 0 && (
        <ul>
          {refused.map((save) => (
            <li key={save.id}>
              <span className="pending-word">{save.word}</span>
              <span className="field-error">{save.problem}</span>
              {onEdit && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onEdit(save)}
                  aria-label={`Edit ${save.word}`}
                >
                  Edit
                </button>
              )}
              <button
                type="button"
                className="link-button"
                onClick={async () => onSession(await sendMessage('discardPending', { id: save.id }))}
                aria-label={`Discard ${save.word}`}
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
