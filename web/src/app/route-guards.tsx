// Route decisions that depend on the session (SPEC §2, §6).
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { isDisplayMode } from '../../../shared/app';
import { Navigate, useParams } from '../lib/routing';
import { tokenAtom } from '../lib/session';
import { NotFoundPage } from './error-pages';
import { WordsPage } from './lazy-pages';

/** '/' sends a signed-in learner to their words and everyone else to the landing page. */
export function RootRedirect() {
  const token = useAtomValue(tokenAtom);
  return <Navigate to={token ? '/words/list' : '/home'} />;
}

/**
 * Guests are sent to /auth. Reading the atom (not a one-time loader) also moves the learner out
 * the moment a 401 ends the session while they are on the page.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  return token ? children : <Navigate to="/auth" />;
}

/** /words/:displayMode: an unknown mode is a 404 page, a known one needs a session. */
export function WordsRoute() {
  const { displayMode } = useParams();
  if (!isDisplayMode(displayMode)) return <NotFoundPage />;
  return (
    <RequireToken>
      <WordsPage displayMode={displayMode} />
    </RequireToken>
  );
}
