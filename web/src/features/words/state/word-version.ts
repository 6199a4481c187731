// A word's version (docs/decisions/0005-concurrency.md): the server's `updatedAt`, carried by every
// list item and by the add and update answers. An edit sends back the version it started from as
// If-Match, so an edit made meanwhile in another window is not overwritten unseen.
import type { Word } from '../../../../../shared/words/types';

export type VersionedWord = Word & { updatedAt?: number };

/** The version an edit starts from; undefined for a word that came without one. */
export function versionOf(word: Word): number | undefined {
  const version = (word as VersionedWord).updatedAt;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : undefined;
}
