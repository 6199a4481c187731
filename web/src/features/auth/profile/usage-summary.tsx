// What the learner keeps against the per-account quotas (shared/accounts/quotas.ts), so a refused
// add never comes as a surprise.
import { useEffect, useState } from 'react';
import { mediaUsageText, textUsageText, wordsUsageText } from '../../../../../shared/accounts/quotas';
import type { UsageAnswer } from '../../../../../shared/api';
import { handleApiError } from '../../../lib/api-client';
import { fetchUsage } from '../account-api';

export function UsageSummary() {
  const [usage, setUsage] = useState<UsageAnswer | null>(null);

  useEffect(() => {
    fetchUsage().then(setUsage, handleApiError);
  }, []);

  return (
    <section className="profile-section" aria-labelledby="usage-title">
      <h2 id="usage-title" className="profile-section__title">
        Usage
      </h2>
      {usage === null ? (
        <p className="profile-section__note">Loading...</p>
      ) : (
        <dl className="usage">
          <dt className="usage__label">{wordsUsageText(usage)}</dt>
          <dd className="usage__bar">
            <meter min={0} max={usage.wordsMax} value={usage.words} aria-label="Words" />
          </dd>
          <dt className="usage__label">{mediaUsageText(usage)}</dt>
          <dd className="usage__bar">
            <meter
              min={0}
              max={usage.mediaBytesMax}
              value={usage.mediaBytes}
              aria-label="Pictures and audio"
            />
          </dd>
          <dt className="usage__label">{textUsageText(usage)}</dt>
          <dd className="usage__bar">
            <meter min={0} max={usage.textBytesMax} value={usage.textBytes} aria-label="Text" />
          </dd>
        </dl>
      )}
    </section>
  );
}
