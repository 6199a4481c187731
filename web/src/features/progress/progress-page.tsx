// The progress page (issue 16 part 7): what the learner's answers add up to, from the server's
// figures (GET /api/review/progress, computed in SQL from the review history). The router lets
// only signed-in learners in; the roles that must pay are sent to the payment page, as the words
// screen does, and the server refuses them the figures in any case.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { mustPay } from '../../../../shared/accounts/roles';
import type { ReviewProgress } from '../../../../shared/api';
import { LOADING_MESSAGE } from '../../../../shared/app';
import { PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { handleApiError } from '../../lib/api-client';
import { userAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyProgress } from './empty-progress';
import { fetchProgress } from './progress-api';
import { ProgressCharts } from './progress-charts';
import { ProgressFigures } from './progress-figures';
import './progress.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; progress: ReviewProgress };

function ProgressBody({ state, retry }: { state: Loaded; retry: () => void }) {
  if (state.status === 'loading') return <p className="progress-muted">{LOADING_MESSAGE}</p>;
  if (state.status === 'failed')
    return (
      <div className="progress-card">
        <p>{PROGRESS_TEXTS.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {PROGRESS_TEXTS.retry}
        </button>
      </div>
    );
  const { progress } = state;
  if (progress.daysStudied === 0) return <EmptyProgress />;
  return (
    <>
      <ProgressFigures progress={progress} />
      <ProgressCharts progress={progress} />
    </>
  );
}

export function ProgressPage() {
  useDocumentTitle(PROGRESS_TEXTS.title);
  const user = useAtomValue(userAtom);
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const paying = user !== null && mustPay(user.role);
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchProgress().then(
      (progress) => setState({ status: 'ready', progress }),
      (error: unknown) => {
        setState({ status: 'failed' });
        handleApiError(error);
      },
    );
  }, []);
  useEffect(() => {
    if (!paying) load();
  }, [paying, load]);

  if (paying) return <Navigate to="/payment" replace />;
  return (
    <div className="progress-page" aria-busy={state.status === 'loading'}>
      <h1 className="progress-page__title">{PROGRESS_TEXTS.title}</h1>
      <ProgressBody state={state} retry={load} />
    </div>
  );
}
