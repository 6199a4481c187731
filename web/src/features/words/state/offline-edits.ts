// Word edits made offline (docs/decisions/0031-offline-study.md): the text waits in the outbox
// with the version the edit started from; a picture change needs the network. Sent with If-Match:
// a 409 is either this very edit already taken (the app closed before its removal: the server's
// word reads as the edit) or a change made elsewhere, kept as a conflict for the learner to decide.
import type { Word, WordForm } from '../../../../../shared/words/types';
import type { QueuedChange, SendOutcome } from '../../../lib/offline/outbox';
import { addEditConflict } from './edit-conflicts';
import { versionOf } from './word-version';
import { fetchWords, updateWord } from './words-api';
import { replaceWord } from './words-store';

type EditChange = Extract<QueuedChange, { kind: 'edit' }>;

/** Versions this device's own edits produced, so a second queued edit of a word follows the first. */
const ownVersions = new Map<string, number | undefined>();

const sameText = (word: Word, form: WordForm) =>
  word.word === form.word &&
  word.wordTranslation === form.wordTranslation &&
  word.sentence === form.sentence &&
  word.sentenceTranslation === form.sentenceTranslation &&
  word.category === form.category;

export async function sendEdit(
  change: EditChange,
  status: (error: unknown) => number | undefined,
): Promise<SendOutcome> {
  const version = ownVersions.has(change.uuid) ? ownVersions.get(change.uuid) : change.version;
  try {
    const saved = await updateWord(change.uuid, change.form, { version });
    ownVersions.set(change.uuid, versionOf(saved));
    replaceWord(saved);
    return 'sent';
  } catch (error) {
    if (status(error) !== 409) throw error;
  }
  const theirs = (await fetchWords()).find((w) => w.uuid === change.uuid);
  if (!theirs) return 'dropped';
  if (sameText(theirs, change.form)) {
    ownVersions.set(change.uuid, versionOf(theirs));
    return 'sent';
  }
  await addEditConflict({ uuid: change.uuid, mine: change.form, theirs });
  return 'dropped';
}

/** The word as the list shows it once the offline edit is kept (its version unchanged until sent). */
export const editedLocally = (word: Word, form: WordForm): Word => ({ ...word, ...form });
