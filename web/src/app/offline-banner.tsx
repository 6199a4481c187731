// The offline banner (docs/decisions/0031-offline-study.md): says the app is offline and how many
// changes wait to be sent, and why they wait when it is not the network (an expired token). It
// is a status region: a screen reader hears it change without moving focus.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { offlineBannerText } from '../../../shared/offline/banner';
import { followNetwork } from '../lib/offline/follow-network';
import { offlineNoticeAtom, onlineAtom, waitingAtom } from '../lib/offline/offline-state';
import '../styles/offline-banner.css';

export function OfflineBanner() {
  const online = useAtomValue(onlineAtom);
  const waiting = useAtomValue(waitingAtom);
  const notice = useAtomValue(offlineNoticeAtom);
  useEffect(followNetwork, []);
  const shown = !online || waiting > 0 || notice !== null;
  return (
    <div className="offline-banner" role="status" hidden={!shown}>
      {shown && <span className="offline-banner-state">{offlineBannerText(online, waiting)}</span>}
      {notice && <span className="offline-banner-notice">{notice}</span>}
    </div>
  );
}
