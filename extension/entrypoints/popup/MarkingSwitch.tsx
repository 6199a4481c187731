// Page marking in the popup: switch it on or off for the site of the open tab, or for every site.
// Switching on asks the browser for the site's access first, while the click still counts.
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import {
  MARK_ALL_SITES_LABEL,
  MARK_THIS_SITE_LABEL,
  MARKING_ALL_REFUSED,
  MARKING_HINT,
  MARKING_NOT_HERE,
  MARKING_PERMISSION_REFUSED,
} from '../../../shared/marking/texts';
import { askMarkingPermission } from '../../lib/marking/ask-permission';
import type { MarkingState } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';
import './marking.css';

export function MarkingSwitch() {
  const [tab, setTab] = useState<{ id?: number; url: string } | null>(null);
  const [state, setState] = useState<MarkingState | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    void (async () => {
      const [active] = await browser.tabs.query({ active: true, currentWindow: true });
      const url = active?.url ?? '';
      setTab({ id: active?.id, url });
      setState(await sendMessage('markingState', { url }));
    })().catch((error) => setProblem(toApiError(error).message));
  }, []);

  if (!state || !tab) return problem ? <p className="notice notice-error">{problem}</p> : null;

  async function change(everySite: boolean, on: boolean) {
    if (!tab) return;
    setProblem('');
    const origin = everySite ? null : (state?.origin ?? null);
    if (on && !(await askMarkingPermission(origin))) {
      setProblem(everySite ? MARKING_ALL_REFUSED : MARKING_PERMISSION_REFUSED);
      return;
    }
    try {
      const url = everySite ? undefined : tab.url;
      setState(await sendMessage('switchMarking', { url, on, tabId: tab.id }));
      if (everySite) setState(await sendMessage('markingState', { url: tab.url }));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  }

  return (
    <section className="marking" aria-label={MARK_THIS_SITE_LABEL}>
      {state.origin ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={state.siteOn || state.everySite}
            disabled={state.everySite}
            onChange={(event) => void change(false, event.target.checked)}
          />
          {MARK_THIS_SITE_LABEL}
        </label>
      ) : (
        <p className="muted small">{MARKING_NOT_HERE}</p>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.everySite}
          onChange={(event) => void change(true, event.target.checked)}
        />
        {MARK_ALL_SITES_LABEL}
      </label>
      <p className="muted small">{MARKING_HINT}</p>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
