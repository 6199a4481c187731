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

const text = (value: unknown) => String(value ?? '') || '—';

/** Both versions field by field; a field that differs is marked, so the choice is plain to see. */
function Versions({ conflict }: { conflict: EditConflict }) {
  return (
    <table className="edit-conflict">
      <thead>
        <tr>
          <td />
          <th scope="col">Yours, made offline</th>
          <th scope="col">Made elsewhere</th>
        </tr>
      </thead>
      <tbody>
        {FIELDS.map(([key, label]) => {
          const mine = text(conflict.mine[key]);
          const theirs = text(conflict.theirs[key]);
          return (
            <tr key={key} className={mine === theirs ? undefined : 'edit-conflict__differs'}>
              <th scope="row">{label}</th>
              <td>{mine}</td>
              <td>{theirs}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
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
      <Versions conflict={conflict} />
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
