// An edit made offline that met a change made elsewhere (docs/decisions/0031-offline-study.md):
// both versions side by side, and the learner chooses. Closing without choosing keeps the
// conflict for later; nothing is overwritten until a choice is made.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { offlineConflictTitle } from '../../../../../shared/offline/rules';
import type { WordForm } from '../../../../../shared/words/types';
import { Modal } from '../../../components/modal';
import { handleApiError } from '../../../lib/api-client';
import { type EditConflict, editConflictsAtom, keepMine, keepTheirs } from '../state/edit-conflicts';
import './edit-conflict.css';

const FIELDS: [keyof WordForm, string][] = [
  ['word', 'Word'],
  ['wordTranslation', 'Translation'],
  ['sentence', 'Sentence'],
  ['sentenceTranslation', 'Sentence translation'],
  ['category', 'Category'],
];

function Version({ title, values }: { title: string; values: Partial<Record<keyof WordForm, unknown>> }) {
  return (
    <section className="edit-conflict__version" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {FIELDS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{String(values[key] ?? '') || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function EditConflictDialog() {
  const conflicts = useAtomValue(editConflictsAtom);
  const [later, setLater] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const conflict = conflicts.find((c) => !later.has(c.uuid));
  if (!conflict) return null;

  const choose = (keep: (c: EditConflict) => Promise<void>) => {
    setBusy(true);
    keep(conflict)
      .catch(handleApiError)
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      title={offlineConflictTitle(conflict.theirs.word)}
      open
      onClose={() => setLater((set) => new Set(set).add(conflict.uuid))}
    >
      <div className="edit-conflict">
        <Version title="Yours, made offline" values={conflict.mine} />
        <Version title="Made elsewhere" values={conflict.theirs} />
      </div>
      <div className="edit-conflict__actions">
        <button type="button" className="button" disabled={busy} onClick={() => choose(keepMine)}>
          Keep yours
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => choose(keepTheirs)}
        >
          Keep the other
        </button>
      </div>
    </Modal>
  );
}
