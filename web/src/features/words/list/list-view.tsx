// What the learner has hidden or covered on the list (SPEC §2 "List mode"): the eye toggle hides
// every translation, a click on one translation flips it alone, a click on a picture covers it.
// Held above the virtual rows, so a row scrolled away and back keeps its state.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Word } from '../../../../../shared/words/types';

export type TranslationField = 'wordTranslation' | 'sentenceTranslation';

interface ListView {
  translationsHidden: boolean;
  toggleAllTranslations(): void;
  isTranslationShown(uuid: string, field: TranslationField): boolean;
  toggleTranslation(uuid: string, field: TranslationField): void;
  isPictureCovered(uuid: string): boolean;
  togglePicture(uuid: string): void;
  askDelete(word: Word): void;
}

const ListViewContext = createContext<ListView | null>(null);

export function useListView(): ListView {
  const view = useContext(ListViewContext);
  if (!view) throw new Error('useListView is used outside <ListViewProvider>');
  return view;
}

const flipped = (set: ReadonlySet<string>, key: string): ReadonlySet<string> => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};

export function ListViewProvider({
  askDelete,
  children,
}: {
  askDelete: (word: Word) => void;
  children: ReactNode;
}) {
  const [translationsHidden, setTranslationsHidden] = useState(false);
  // Translations that differ from the eye toggle, and covered pictures, by key.
  const [flippedTranslations, setFlippedTranslations] = useState<ReadonlySet<string>>(new Set());
  const [coveredPictures, setCoveredPictures] = useState<ReadonlySet<string>>(new Set());

  const toggleAllTranslations = useCallback(() => {
    setTranslationsHidden((hidden) => !hidden);
    // The eye sets every translation alike; earlier single flips would otherwise invert it.
    setFlippedTranslations(new Set());
  }, []);
  const toggleTranslation = useCallback((uuid: string, field: TranslationField) => {
    setFlippedTranslations((set) => flipped(set, `${uuid}:${field}`));
  }, []);
  const togglePicture = useCallback((uuid: string) => {
    setCoveredPictures((set) => flipped(set, uuid));
  }, []);

  const view = useMemo<ListView>(
    () => ({
      translationsHidden,
      toggleAllTranslations,
      isTranslationShown: (uuid, field) => translationsHidden === flippedTranslations.has(`${uuid}:${field}`),
      toggleTranslation,
      isPictureCovered: (uuid) => coveredPictures.has(uuid),
      togglePicture,
      askDelete,
    }),
    [
      translationsHidden,
      flippedTranslations,
      coveredPictures,
      toggleAllTranslations,
      toggleTranslation,
      togglePicture,
      askDelete,
    ],
  );
  return <ListViewContext.Provider value={view}>{children}</ListViewContext.Provider>;
}
