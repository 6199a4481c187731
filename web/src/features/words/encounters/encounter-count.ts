// Keeps the list's count of a word's encounters in step with what the server answered.
import { appStore, wordsAtom } from '../../../lib/session';

export function setEncounterCount(wordUuid: string, count: number): void {
  appStore.set(
    wordsAtom,
    appStore.get(wordsAtom).map((word) => {
      if (word.uuid !== wordUuid) return word;
      const { encounterCount: _old, ...rest } = word;
      // As the server writes it: absent when the word has none.
      return count > 0 ? { ...rest, encounterCount: count } : rest;
    }),
  );
}
