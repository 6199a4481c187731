// The profile's list of active sessions: the device each was opened on and when it was last used.
// Any session but this one can be ended here (this one ends with Logout); its token then stops
// working on the server at once.
import { useCallback, useEffect, useState } from 'react';
import { lastUsedText } from '../../../../../shared/accounts/sessions';
import type { SessionInfo } from '../../../../../shared/api';
import { handleApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toasts';
import { endSession, listSessions } from '../account-api';
import { useSingleFlight } from '../use-single-flight';

interface SessionsListProps {
  /** Changes when the sessions changed elsewhere (a new password ends the others). */
  refreshKey: number;
}

export function SessionsList({ refreshKey }: SessionsListProps) {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const { busy, run } = useSingleFlight();

  const load = useCallback(async () => {
    try {
      setSessions((await listSessions()).sessions);
    } catch (error) {
      handleApiError(error);
    }
  }, []);

  useEffect(() => {
    void refreshKey;
    void load();
  }, [load, refreshKey]);

  const end = (session: SessionInfo) =>
    run(async () => {
      try {
        void notifySuccess((await endSession(session.id)).message);
      } catch (error) {
        handleApiError(error);
      }
      await load();
    });

  const now = Date.now();
  return (
    <section className="profile-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="profile-section__title">
        Active sessions
      </h2>
      {sessions === null ? (
        <p className="profile-section__note">Loading...</p>
      ) : (
        <ul className="session-list" aria-labelledby="sessions-title">
          {sessions.map((session) => {
            const lastUsed = lastUsedText(session.lastUsedAt, now);
            return (
              <li key={session.id} className="session-list__item">
                <div className="session-list__text">
                  <p className="session-list__device">
                    {session.device}
                    {session.current && <span className="session-list__badge">This device</span>}
                  </p>
                  <p className="session-list__time">{lastUsed}</p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--secondary session-list__end"
                    aria-label={`End the session on ${session.device} (${lastUsed.toLowerCase()})`}
                    aria-busy={busy}
                    onClick={() => void end(session)}
                  >
                    End
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
