// The notice area. react-toastify (10 KB gzip) is fetched only once the first notice is asked
// for, so the landing page does not carry it; notices raised meanwhile wait in its queue.
// Offline, the service worker's precache brings it; before the worker kept the app (a first
// visit) it cannot arrive: it is asked for again when the network comes back, and no error reaches
// the screen meanwhile (a React.lazy would throw its failure into the layout).
import { useAtomValue } from 'jotai';
import { type ComponentType, useEffect, useState } from 'react';
import { onlineAtom } from '../lib/offline/offline-state';
import { toastsWantedAtom } from '../lib/toasts';

export function AppToasts() {
  const wanted = useAtomValue(toastsWantedAtom);
  const online = useAtomValue(onlineAtom);
  const [Area, setArea] = useState<ComponentType | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `online` asks again after a failed load (a first visit offline)
  useEffect(() => {
    if (!wanted || Area) return;
    let current = true;
    import('./toast-area').then(
      (module) => {
        if (current) setArea(() => module.default);
      },
      () => undefined, // tried again when `online` turns true after an offline spell
    );
    return () => {
      current = false;
    };
  }, [wanted, Area, online]);
  return Area ? <Area /> : null;
}
