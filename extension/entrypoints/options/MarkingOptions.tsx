// Page marking on the options page: every site on or off, and the sites switched on one by one,
// each with a button to switch it off. Sites are switched on from the popup, on the site itself.
import { useEffect, useState } from 'react';
import {
  MARK_ALL_SITES_LABEL,
  MARKING_ALL_REFUSED,
  MARKING_HINT,
  MARKING_SITES_NONE,
  MARKING_TITLE,
  switchOffSiteLabel,
} from '../../../shared/marking/texts';
import { askMarkingPermission } from '../../lib/marking/ask-permission';
import type { MarkingState } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';
import './marking.css';

export function MarkingOptions() {
  const [state, setState] = useState<MarkingState | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    void sendMessage('markingState', { url: '' })
      .then(setState)
      .catch((error) => setProblem(toApiError(error).message));
  }, []);

  async function switchEverySite(on: boolean) {
    setProblem('');
    if (on && !(await askMarkingPermission(null))) {
      setProblem(MARKING_ALL_REFUSED);
      return;
    }
    try {
      setState(await sendMessage('switchMarking', { on }));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  async function switchOff(origin: string) {
    setProblem('');
    try {
      await sendMessage('switchMarking', { url: origin, on: false });
      setState(await sendMessage('markingState', { url: '' }));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  if (!state) return null;
  return (
    <section className="marking" aria-labelledby="marking-title">
      <h2 id="marking-title">{MARKING_TITLE}</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.everySite}
          onChange={(event) => void switchEverySite(event.target.checked)}
        />
        {MARK_ALL_SITES_LABEL}
      </label>
      <p className="muted small">{MARKING_HINT}</p>
      {state.origins.length === 0 ? (
        <p className="muted small">{MARKING_SITES_NONE}</p>
      ) : (
        <ul className="marking-sites">
          {state.origins.map((origin) => (
            <li key={origin}>
              <span>{origin}</span>{' '}
              <button type="button" className="link-button" onClick={() => void switchOff(origin)}>
                {switchOffSiteLabel(origin)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
