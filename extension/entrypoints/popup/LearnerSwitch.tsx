// The web app of this browser signed in another learner while the learner signed in here, in the
// popup, stays signed in: ask whether to switch. Until the answer, everything the extension does
// is for the learner the popup shows.
import { useState } from 'react';
import { switchOfferText } from '../../../shared/extension';
import type { Session } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';

interface LearnerSwitchProps {
  /** The web app's learner. */
  offered: string;
  /** The learner signed in here. */
  current: string;
  onSession: (session: Session) => void;
}

export function LearnerSwitch({ offered, current, onSession }: LearnerSwitchProps) {
  const [problem, setProblem] = useState('');
  const answer = async (switchTo: boolean) => {
    try {
      onSession(await sendMessage('answerSwitchOffer', { switchTo }));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  };
  return (
    <section className="learner-switch" aria-label="Switch learner">
      <p className="notice notice-info" role="status">
        {switchOfferText(offered)}
      </p>
      <div className="learner-switch-actions">
        <button type="button" className="primary" onClick={() => answer(true)}>
          Switch to {offered}
        </button>
        <button type="button" onClick={() => answer(false)}>
          Stay as {current}
        </button>
      </div>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
