// The profile's storage section (docs/decisions/0031-offline-study.md): how much the app keeps on
// this device for offline study, whether the browser may clear it, and the budget for pictures and
// audio, which the learner changes here (default 200 MB; kept on this device with the rest).
import { useEffect, useState } from 'react';
import {
  OFFLINE_BUDGET_INVALID,
  OFFLINE_BUDGET_MAX_MB,
  OFFLINE_BUDGET_MIN_MB,
  OFFLINE_BUDGET_SAVED,
  OFFLINE_NOT_PERSISTED,
  OFFLINE_PERSISTED,
  OFFLINE_STORAGE_FULL,
  parseOfflineBudget,
  storageUsageText,
} from '../../../../../shared/offline/rules';
import {
  askPersistentStorage,
  offlineBudgetMb,
  saveOfflineBudgetMb,
  storageEstimate,
} from '../../../lib/offline/kept-media';
import { FormField } from '../form-field';

export function OfflineStorage() {
  const [usage, setUsage] = useState<string | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [budget, setBudget] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    offlineBudgetMb().then((mb) => setBudget((typed) => typed || String(mb)));
    storageEstimate().then(({ usage: used, quota }) => setUsage(storageUsageText(used, quota)));
    // Asked here too: the learner who looks at storage is the one who cares that it stays.
    askPersistentStorage().then(setPersisted);
  }, []);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const mb = parseOfflineBudget(budget);
    setSaved(false);
    if (mb === null) {
      setError(OFFLINE_BUDGET_INVALID);
      return;
    }
    setError(undefined);
    try {
      await saveOfflineBudgetMb(mb);
    } catch {
      setError(OFFLINE_STORAGE_FULL);
      return;
    }
    setBudget(String(mb));
    setSaved(true);
  };

  return (
    <section className="profile-section" aria-labelledby="offline-storage-title">
      <h2 id="offline-storage-title" className="profile-section__title">
        Offline study
      </h2>
      <p className="profile-section__note">{usage ?? 'Loading...'}</p>
      {persisted !== null && (
        <p className="profile-section__note">{persisted ? OFFLINE_PERSISTED : OFFLINE_NOT_PERSISTED}</p>
      )}
      <form className="offline-budget" onSubmit={save} noValidate>
        <FormField
          label="Pictures and audio kept (MB)"
          value={budget}
          onValueChange={(value) => {
            setBudget(value);
            setSaved(false);
          }}
          error={error}
          inputMode="numeric"
          min={OFFLINE_BUDGET_MIN_MB}
          max={OFFLINE_BUDGET_MAX_MB}
        />
        <button type="submit" className="button button--secondary">
          Save budget
        </button>
      </form>
      {saved && (
        <p className="profile-section__note" role="status">
          {OFFLINE_BUDGET_SAVED}
        </p>
      )}
    </section>
  );
}
