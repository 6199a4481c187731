// The progress page (issue 16 part 7): what the learner's answers add up to, from the server's
// figures (GET /api/review/progress, computed in SQL from the review history). The router lets
// only signed-in learners in; the roles that must pay are sent to the payment page, as the words
// screen does, and the server refuses them the figures in any case. Offline it shows the figures
// last fetched on this device, with when (docs/decisions/0031-offline-study.md).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mustPay } from '../../../../shared/accounts/roles';
import { LOADING_MESSAGE } from '../../../../shared/app';
import { OFFLINE_NOT_KEPT, progressKeptNote } from '../../../../shared/offline/rules';
import { PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { handleApiError } from '../../lib/api-client';
import { onlineAtom } from '../../lib/offline/offline-state';
import { Navigate } from '../../lib/routing';
import { userAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyProgress } from './empty-progress';
import { ProgressNotKeptError, type ProgressShown, progressOrKept } from './kept-progress';
import { ProgressCharts } from './progress-charts';
import { ProgressDepth } from './progress-depth';
import { ProgressFigures } from './progress-figures';
import './progress.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | ({ status: 'ready' } & ProgressShown);

function ProgressBody({ state, retry }: { state: Loaded; retry: () => void }) {
  if (state.status === 'loading') return <p className="progress-muted">{LOADING_MESSAGE}</p>;
  if (state.status === 'failed')
    return (
      <div className="progress-card">
        <p>{state.message}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {PROGRESS_TEXTS.retry}
        </button>
      </div>
    );
  const { progress, keptAt } = state;
  const note = keptAt === null ? null : <p className="progress-kept-note">{progressKeptNote(keptAt)}</p>;
  if (progress.daysStudied === 0)
    return (
      <>
        {note}
        <EmptyProgress />
      </>
    );
  return (
    <>
      {note}
      <ProgressFigures progress={progress} />
      <ProgressCharts progress={progress} />
      {/* Figures kept on the device before this section existed have none of its figures. */}
      {progress.details && <ProgressDepth initial={progress.details} today={progress.today} />}
    </>
  );
}

export function ProgressPage() {
  useDocumentTitle(PROGRESS_TEXTS.title);
  const user = useAtomValue(userAtom);
  const online = useAtomValue(onlineAtom);
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const paying = user !== null && mustPay(user.role);
  const userId = user?.id;
  const load = useCallback(() => {
    if (userId === undefined) return;
    setState({ status: 'loading' });
    progressOrKept(userId).then(
      (shown) => setState({ status: 'ready', ...shown }),
      (error: unknown) => {
        if (error instanceof ProgressNotKeptError) {
          setState({ status: 'failed', message: OFFLINE_NOT_KEPT });
          return;
        }
        setState({ status: 'failed', message: PROGRESS_TEXTS.loadFailed });
        handleApiError(error);
      },
    );
  }, [userId]);
  useEffect(() => {
    if (!paying) load();
  }, [paying, load]);
  // The network back (offline, then online), kept figures give way to the server's. Only on that
  // change: a server that cannot be reached while the browser says online would load again forever.
  const wasOnline = useRef(online);
  const showingKept = state.status === 'ready' && state.keptAt !== null;
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back && showingKept) load();
  }, [online, showingKept, load]);

  if (paying) return <Navigate to="/payment" />;
  return (
    <div className="progress-page" aria-busy={state.status === 'loading'}>
      <h1 className="progress-page__title">{PROGRESS_TEXTS.title}</h1>
      <ProgressBody state={state} retry={load} />
    </div>
  );
}
