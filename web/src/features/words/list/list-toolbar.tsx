// Above the list: ADD opens the add-word dialog, the eye hides every translation, and (where
// the screen is wide enough to choose) a switch between the table and the cards.
import { useSetAtom } from 'jotai';
import { wordDialogAtom } from '../state/dialog-state';
import { EyeIcon, EyeOffIcon, GridIcon, PlusIcon } from './icons';
import { useListView } from './list-view';

interface Props {
  cards: boolean;
  cardsForced: boolean;
  onToggleCards: () => void;
}

export function ListToolbar({ cards, cardsForced, onToggleCards }: Props) {
  const openDialog = useSetAtom(wordDialogAtom);
  const { translationsHidden, toggleAllTranslations } = useListView();
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
    </div>
  );
}
