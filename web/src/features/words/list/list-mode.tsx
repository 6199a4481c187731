// List mode (SPEC §2): the words that pass the panel's settings, as a table or as cards, with
// the toolbar above and the delete overlay. Only words flagged display are listed.
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { HoldFilter } from '../../../../../shared/review/hold-texts';
import type { Word } from '../../../../../shared/words/types';
import { wordsAtom } from '../../../lib/session';
import { HeldWords, HoldFilterSelect } from '../review/held-words';
import { useCardMode } from './card-mode';
import { DeleteOverlay } from './delete-overlay';
import { useListMarks } from './list-marks';
import { ListToolbar } from './list-toolbar';
import { ListViewProvider } from './list-view';
import { WordsCards } from './words-cards';
import { WordsTable } from './words-table';

function EmptyList({ total }: { total: number }) {
  return (
    <p className="list-empty" role="status">
      {total === 0
        ? 'No words yet. Press ADD to save your first one.'
        : 'No word matches these settings. Change them in Settings, or reset them.'}
    </p>
  );
}

export function ListMode() {
  const words = useAtomValue(wordsAtom);
  const shown = useMemo(() => words.filter((word) => word.display), [words]);
  const { cards, forced, toggle } = useCardMode();
  const [toDelete, setToDelete] = useState<Word | null>(null);
  // Leeches, suspended and buried words (decision 0046), listed apart with their actions.
  const [holdFilter, setHoldFilter] = useState<HoldFilter>('all');
  useListMarks(shown);

  return (
    <ListViewProvider askDelete={setToDelete}>
      <section className="list-mode" aria-label="Word list">
        <ListToolbar cards={cards} cardsForced={forced} onToggleCards={toggle} />
        <HoldFilterSelect value={holdFilter} onChange={setHoldFilter} />
        {holdFilter !== 'all' ? (
          <HeldWords filter={holdFilter} />
        ) : shown.length === 0 ? (
          <EmptyList total={words.length} />
        ) : cards ? (
          <WordsCards words={shown} />
        ) : (
          <WordsTable words={shown} />
        )}
      </section>
      <DeleteOverlay word={toDelete} onClose={() => setToDelete(null)} />
    </ListViewProvider>
  );
}
