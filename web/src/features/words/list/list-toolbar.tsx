// Above the list: ADD opens the add-word dialog, the eye hides every translation, the arrow
// exports the words shown, and (where the screen is wide enough to choose) a switch between the
// table and the cards.
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { SHOWN_EXPORT_TEXTS } from '../../../../../shared/export/texts';
import { wordDialogAtom } from '../state/dialog-state';
import { DownloadIcon, EyeIcon, EyeOffIcon, GridIcon, PlusIcon } from './icons';
import { useListView } from './list-view';

interface Props {
  cards: boolean;
  cardsForced: boolean;
  onToggleCards: () => void;
}

export function ListToolbar({ cards, cardsForced, onToggleCards }: Props) {
  const openDialog = useSetAtom(wordDialogAtom);
  const { translationsHidden, toggleAllTranslations } = useListView();
  const [exporting, setExporting] = useState(false);
  return (
    <div className="list-toolbar">
      <button
        type="button"
        className="button button--primary list-toolbar__add"
        onClick={() => openDialog({ mode: 'add' })}
      >
        <PlusIcon size={18} />
        ADD
      </button>
      <div className="list-toolbar__switches">
        <button
          type="button"
          className="icon-button icon-button--outlined"
          aria-label="Hide translations"
          aria-pressed={translationsHidden}
          title={translationsHidden ? 'Show translations' : 'Hide translations'}
          onClick={toggleAllTranslations}
        >
          {translationsHidden ? <EyeOffIcon /> : <EyeIcon />}
        </button>
        <button
          type="button"
          className="icon-button icon-button--outlined"
          aria-label={SHOWN_EXPORT_TEXTS.open}
          title={SHOWN_EXPORT_TEXTS.open}
          onClick={() => setExporting(true)}
        >
          <DownloadIcon />
        </button>
        {!cardsForced && (
          <button
            type="button"
            className="icon-button icon-button--outlined"
            aria-label="Show as cards"
            aria-pressed={cards}
            title={cards ? 'Showing cards: press for the table' : 'Show as cards'}
            onClick={onToggleCards}
          >
            <GridIcon />
          </button>
        )}
      </div>
      {exporting && (
        <Suspense fallback={null}>
          <ExportShownDialog onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </div>
  );
}

// Loaded when asked for: the words route stays as light as it was.
const ExportShownDialog = lazy(() =>
  import('../../export/export-shown-dialog').then((module) => ({ default: module.ExportShownDialog })),
);
