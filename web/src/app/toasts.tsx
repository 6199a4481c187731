// The notice area. react-toastify (10 KB gzip) is fetched only once the first notice is asked
// for, so the landing page does not carry it; notices raised meanwhile wait in its queue.
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastsWantedAtom } from '../lib/toasts';

const ToastArea = lazy(() => import('./toast-area'));

export function AppToasts() {
  const wanted = useAtomValue(toastsWantedAtom);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
