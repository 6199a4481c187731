// The list's "Study state" filter (docs/decisions/0046-steps-suspend-leeches.md): the leeches, the
// suspended and the buried words, each with what can be done about it (resume, unbury, suspend a
// leech, or take its tag off). Read from the server when chosen, and again after each change.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useState } from 'react';
import type { WordHoldAction, WordHolds } from '../../../../../shared/api';
import { HOLD_TEXTS, type HoldFilter, resumedText } from '../../../../../shared/review/hold-texts';
import { handleApiError } from '../../../lib/api-client';
import { wordsAtom } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toasts';
import { changeHold, fetchHolds } from './holds-api';
import './holds.css';

const ACTIONS: Record<Exclude<HoldFilter, 'all'>, { action: WordHoldAction; label: string }[]> = {
  leeches: [
    { action: 'suspend', label: HOLD_TEXTS.suspend },
    { action: 'unleech', label: HOLD_TEXTS.unleech },
  ],
  suspended: [{ action: 'resume', label: HOLD_TEXTS.resume }],
  buried: [{ action: 'unbury', label: HOLD_TEXTS.unbury }],
};

export function HoldFilterSelect({
  value,
  onChange,
}: {
  value: HoldFilter;
  onChange(value: HoldFilter): void;
}) {
  const id = useId();
  return (
    <div className="hold-filter">
      <label htmlFor={id}>{HOLD_TEXTS.filterLabel}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as HoldFilter)}>
        {Object.entries(HOLD_TEXTS.filters).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function HeldWords({ filter }: { filter: Exclude<HoldFilter, 'all'> }) {
  const words = useAtomValue(wordsAtom);
  const [holds, setHolds] = useState<WordHolds | null>(null);
  const load = useCallback(() => {
    fetchHolds()
      .then((answer) => setHolds(answer ?? null))
      .catch(handleApiError);
  }, []);
  useEffect(load, [load]);
  const act = (uuid: string, word: string, action: WordHoldAction) =>
    changeHold(uuid, action)
      .then(() => {
        if (action === 'resume') void notifySuccess(resumedText(word));
        load();
      })
      .catch(handleApiError);
  if (!holds) return null;
  const held = new Set(holds[filter]);
  const listed = words.filter((word) => held.has(word.uuid));
  if (listed.length === 0)
    return (
      <p className="list-empty" role="status">
        {HOLD_TEXTS.none[filter]}
      </p>
    );
  return (
    <ul className="held-words" aria-label={HOLD_TEXTS.filters[filter]}>
      {listed.map((word) => (
        <li key={word.uuid} className="held-words__item">
          <span className="held-words__word">{word.word}</span>
          <span className="held-words__translation">{word.wordTranslation}</span>
          <span className="held-words__actions">
            {ACTIONS[filter].map(({ action, label }) => (
              <button
                key={action}
                type="button"
                className="button button--secondary"
                aria-label={`${label}: ${word.word}`}
                onClick={() => void act(word.uuid, word.word, action)}
              >
                {label}
              </button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
