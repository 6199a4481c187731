// The lookup card's triggers on the options page (docs/decisions/0045-lookup.md): each on or off.
// The card works where page marking is switched on, with the same site switch.
import { useEffect, useState } from 'react';
import {
  LOOKUP_OPTIONS_HINT,
  LOOKUP_OPTIONS_TITLE,
  LOOKUP_TRIGGER_LABELS,
  type LookupTriggers,
} from '../../../shared/lookup/texts';
import { lookupTriggersItem, readLookupTriggers } from '../../lib/lookup/triggers-setting';

const NAMES = Object.keys(LOOKUP_TRIGGER_LABELS) as (keyof LookupTriggers)[];

export function LookupOptions() {
  const [triggers, setTriggers] = useState<LookupTriggers | null>(null);

  useEffect(() => {
    void readLookupTriggers().then(setTriggers);
  }, []);

  async function change(name: keyof LookupTriggers, on: boolean) {
    if (!triggers) return;
    const next = { ...triggers, [name]: on };
    setTriggers(next);
    await lookupTriggersItem.setValue(next);
  }

  if (!triggers) return null;
  return (
    <section className="marking" aria-labelledby="lookup-title">
      <h2 id="lookup-title">{LOOKUP_OPTIONS_TITLE}</h2>
      <p className="muted small">{LOOKUP_OPTIONS_HINT}</p>
      {NAMES.map((name) => (
        <label className="checkbox" key={name}>
          <input
            type="checkbox"
            checked={triggers[name]}
            onChange={(event) => void change(name, event.target.checked)}
          />
          {LOOKUP_TRIGGER_LABELS[name]}
        </label>
      ))}
    </section>
  );
}
