// Edits made offline that meet a change made elsewhere meanwhile (docs/decisions/0031-offline-study.md):
// the server refuses them (409 word_changed, the If-Match rule); they are kept here, with the
// word as the server has it now, until the learner chooses one of the two. Nothing is overwritten
// without that choice, and nothing typed is lost.
import { atom } from 'jotai';
import type { Word, WordForm } from '../../../../../shared/words/types';
import { readKept, writeKept } from '../../../lib/offline/idb';
import { appStore, userAtom } from '../../../lib/session';
import { versionOf } from './word-version';
import { updateWord } from './words-api';
import { replaceWord } from './words-store';

export interface EditConflict {
  uuid: string;
  mine: WordForm;
  theirs: Word;
}

export const editConflictsAtom = atom<EditConflict[]>([]);
const keyFor = (userId: number) => `conflicts:${userId}`;

async function save(conflicts: EditConflict[]): Promise<void> {
  appStore.set(editConflictsAtom, conflicts);
  const userId = appStore.get(userAtom)?.id;
  if (userId !== undefined) await writeKept(keyFor(userId), conflicts);
}

export async function loadEditConflicts(userId: number): Promise<void> {
  appStore.set(
    editConflictsAtom,
    (await readKept<EditConflict[]>(keyFor(userId)).catch(() => undefined)) ?? [],
  );
}

export async function addEditConflict(conflict: EditConflict): Promise<void> {
  const others = appStore.get(editConflictsAtom).filter((c) => c.uuid !== conflict.uuid);
  await save([...others, conflict]);
  replaceWord(conflict.theirs);
}

const without = (uuid: string) => appStore.get(editConflictsAtom).filter((c) => c.uuid !== uuid);

/** The learner keeps their edit: sent again over the version they have now seen. */
export async function keepMine(conflict: EditConflict): Promise<void> {
  const saved = await updateWord(conflict.uuid, conflict.mine, { version: versionOf(conflict.theirs) });
  replaceWord(saved);
  await save(without(conflict.uuid));
}

/** The learner keeps the version made elsewhere: their offline edit is dropped. */
export async function keepTheirs(conflict: EditConflict): Promise<void> {
  replaceWord(conflict.theirs);
  await save(without(conflict.uuid));
}
