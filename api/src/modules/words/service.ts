// Words use cases with plain arguments: add, update, score and delete, each one transaction
// that also raises the list version. Media is stored before the row and released when unused;
// a user's media work runs one at a time (withUserMedia). `updatedAt` is the version of a word's
// content: every edit raises it, a score change does not (docs/decisions/0005-concurrency.md).
import { and, eq } from 'drizzle-orm';
import { wordTextBytes } from '../../../../shared/accounts/quotas';
import type { SavedWordAnswer } from '../../../../shared/api';
import { CHECK_FORMS_INVALID, checkFormsAsked } from '../../../../shared/forms/form-offer';
import {
  BAD_SCORE_MESSAGE,
  isValidScore,
  WORD_MESSAGES,
  WORD_NOT_FOUND_MESSAGE,
} from '../../../../shared/words/rules';
import { encounters, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, conflict, invalid, notFound, unauthorized } from '../../errors';
import { assertRoom, countAdd } from '../quotas/service';
import { keepAdd, keptAdd } from './add-keys';
import { checkWordForm, type RawWordForm, wordKey } from './form';
import { assertNotFormOfSaved } from './form-of-saved';
import { bumpWordsVersion } from './list';
import { releaseMedia, storeMedia, withUserMedia } from './media';
import { processPicture } from './picture';
import { type SpeechReport, speakWord } from './speech';
import { type WordRow, wordView } from './view';

export type WordsDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;

const errorText = (error: unknown): string =>
  `${(error as Error)?.message ?? ''} ${(error as { cause?: Error })?.cause?.message ?? ''}`;
const isUniqueViolation = (error: unknown): boolean => errorText(error).includes('UNIQUE constraint failed');
/** The account was deleted after its token was checked: its words may no longer be written. */
const isAccountGone = (error: unknown): boolean => errorText(error).includes('FOREIGN KEY constraint failed');

async function assertNotDuplicate(deps: WordsDeps, userId: number, key: string, exceptUuid?: string) {
  const [found] = await deps.db
    .select({ uuid: words.uuid })
    .from(words)
    .where(and(eq(words.userId, userId), eq(words.wordKey, key)))
    .limit(1);
  if (found && found.uuid !== exceptUuid) throw conflict(WORD_MESSAGES.wordExists, 'word_exists');
}

async function storePicture(deps: WordsDeps, userId: number, file: File | undefined): Promise<string | null> {
  if (!file || file.size === 0) return null;
  const picture = await processPicture(new Uint8Array(await file.arrayBuffer()));
  return storeMedia(deps, userId, 'image', picture.bytes, 'image/webp');
}

export async function ownedWord(deps: WordsDeps, userId: number, uuid: string) {
  const [row] = await deps.db
    .select()
    .from(words)
    .where(and(eq(words.userId, userId), eq(words.uuid, uuid)))
    .limit(1);
  if (!row) throw notFound(WORD_NOT_FOUND_MESSAGE, 'word_not_found');
  return row;
}

/** The word with its version, and a notice when its audio is not what the learner asked for. */
export type SavedWord = SavedWordAnswer;

const saved = (row: WordRow, report: SpeechReport): SavedWord => {
  const word = { ...wordView(row), updatedAt: row.updatedAt };
  return report.notice ? { ...word, speechNotice: report.notice } : word;
};

export const wordChanged = () =>
  conflict(
    'This word was changed in another window or device. Reload your words and edit it again.',
    'word_changed',
  );

/**
 * The spec's add. With an idempotency key (shared/words/add-once.ts) a repeat answers the first
 * add's answer, and is neither counted against the rate limit nor checked as a duplicate.
 */
export async function addWord(
  deps: WordsDeps,
  userId: number,
  raw: RawWordForm,
  image?: File,
  key?: string,
): Promise<SavedWord> {
  const kept = () => (key ? keptAdd(deps.db, userId, key, raw.word, deps.clock.now()) : null);
  const earlier = await kept();
  if (earlier) return earlier;
  await countAdd(deps, userId);
  // Checked again in the learner's queue: the same add sent twice at once waits for the first.
  return withUserMedia(userId, async () => (await kept()) ?? addWordNow(deps, userId, raw, image, key)).catch(
    async (error: unknown) => {
      if (isAccountGone(error)) throw unauthorized();
      // Another server instance took the same add meanwhile: its answer is this one's.
      const taken = error instanceof AppError && error.code === 'word_exists' ? await kept() : null;
      if (taken) return taken;
      throw error;
    },
  );
}

async function addWordNow(deps: WordsDeps, userId: number, raw: RawWordForm, image?: File, addKey?: string) {
  const input = checkWordForm(raw);
  const checkForms = checkFormsAsked(raw.checkForms);
  if (checkForms === null) throw invalid(CHECK_FORMS_INVALID, 'invalid_check_forms');
  await assertRoom(deps, userId, {
    newWord: true,
    pictureBytes: image?.size ?? 0,
    textBytes: wordTextBytes(input),
  });
  const key = wordKey(input.word);
  await assertNotDuplicate(deps, userId, key);
  if (checkForms) await assertNotFormOfSaved(deps, userId, input.word, input.language);
  const picture = (await storePicture(deps, userId, image)) ?? '';
  const report: SpeechReport = {};
  const spoken = await speakWord(deps, userId, input, undefined, report);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(words)
        .values({
          uuid: crypto.randomUUID(),
          userId,
          ...input,
          wordKey: key,
          picture,
          ...spoken,
          score: 1,
          date: new Date(now).toISOString(),
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await bumpWordsVersion(tx, userId);
      const answer = saved(inserted, report);
      if (addKey) await keepAdd(tx, userId, addKey, answer, now);
      return answer;
    });
    return row;
  } catch (error) {
    await releaseMedia(deps, userId, [picture, spoken.speechWord, spoken.speechSentence]);
    if (isUniqueViolation(error)) throw conflict(WORD_MESSAGES.wordExists, 'word_exists');
    throw error;
  }
}

export interface WordEdit {
  raw: RawWordForm & { removePicture?: string };
  image?: File;
  /** The version the edit started from (If-Match); a newer stored version answers 409. */
  expectedVersion?: number;
}

export function updateWord(
  deps: WordsDeps,
  userId: number,
  uuid: string,
  edit: WordEdit,
): Promise<SavedWord> {
  return withUserMedia(userId, () => updateWordNow(deps, userId, uuid, edit));
}

async function updateWordNow(deps: WordsDeps, userId: number, uuid: string, edit: WordEdit) {
  const { raw, image, expectedVersion } = edit;
  const previous = await ownedWord(deps, userId, uuid);
  if (expectedVersion !== undefined && expectedVersion !== previous.updatedAt) throw wordChanged();
  const input = checkWordForm(raw, previous.word);
  const moreText = wordTextBytes(input) - wordTextBytes(previous);
  if (image?.size || moreText > 0)
    await assertRoom(deps, userId, {
      newWord: false,
      pictureBytes: image?.size ?? 0,
      textBytes: Math.max(0, moreText),
    });
  const key = wordKey(input.word);
  if (key !== previous.wordKey) await assertNotDuplicate(deps, userId, key, uuid);
  const newPicture = await storePicture(deps, userId, image);
  const picture = newPicture ?? (raw.removePicture === 'true' ? '' : previous.picture);
  const report: SpeechReport = {};
  const spoken = await speakWord(deps, userId, input, previous, report);
  // Strictly greater than the version read, so two edits in one millisecond are still two versions.
  const updatedAt = Math.max(deps.clock.now(), previous.updatedAt + 1);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(words)
        .set({ ...input, wordKey: key, picture, ...spoken, updatedAt })
        // Only over the version read above: another instance's edit in between makes this a 409.
        .where(and(eq(words.userId, userId), eq(words.uuid, uuid), eq(words.updatedAt, previous.updatedAt)))
        .returning();
      if (updated) await bumpWordsVersion(tx, userId);
      return updated;
    });
    if (!row) {
      await ownedWord(deps, userId, uuid); // 404 when it was deleted meanwhile
      throw wordChanged();
    }
    await releaseMedia(deps, userId, [previous.picture, previous.speechWord, previous.speechSentence]);
    return saved(row, report);
  } catch (error) {
    await releaseMedia(deps, userId, [picture, spoken.speechWord, spoken.speechSentence]);
    if (isUniqueViolation(error)) throw conflict(WORD_MESSAGES.wordExists, 'word_exists');
    throw error;
  }
}

type Tx = Parameters<Parameters<WordsDeps['db']['transaction']>[0]>[0];

export async function updateScore(
  deps: WordsDeps,
  userId: number,
  uuid: string,
  rawScore: string,
): Promise<number> {
  const score = /^\d$/.test(rawScore) ? Number(rawScore) : Number.NaN;
  return deps.db.transaction((tx) => setScoreIn(tx, userId, uuid, score));
}

/**
 * A word's score set inside the caller's transaction (the single call's, or a batch's:
 * offline/batch.ts). A refusal is thrown before anything is written.
 */
export async function setScoreIn(tx: Tx, userId: number, uuid: string, score: number): Promise<number> {
  if (!isValidScore(score)) throw invalid(BAD_SCORE_MESSAGE, 'invalid_score');
  const [row] = await tx
    .update(words)
    .set({ score })
    .where(and(eq(words.userId, userId), eq(words.uuid, uuid)))
    .returning({ score: words.score });
  if (!row) throw notFound(WORD_NOT_FOUND_MESSAGE, 'word_not_found');
  await bumpWordsVersion(tx, userId);
  return row.score;
}

export function deleteWord(deps: WordsDeps, userId: number, uuid: string): Promise<void> {
  return withUserMedia(userId, () => deleteWordNow(deps, userId, uuid));
}

async function deleteWordNow(deps: WordsDeps, userId: number, uuid: string): Promise<void> {
  // The word's encounters go with it (cascade); their audio is released with the word's own.
  const spokenEncounters = await deps.db
    .select({ id: encounters.speechSentence })
    .from(encounters)
    .innerJoin(words, eq(words.id, encounters.wordId))
    .where(and(eq(words.userId, userId), eq(words.uuid, uuid)));
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(words)
      .where(and(eq(words.userId, userId), eq(words.uuid, uuid)))
      .returning();
    if (row) await bumpWordsVersion(tx, userId);
    return row;
  });
  if (!deleted) throw notFound(WORD_NOT_FOUND_MESSAGE, 'word_not_found');
  await releaseMedia(deps, userId, [
    deleted.picture,
    deleted.speechWord,
    deleted.speechSentence,
    ...spokenEncounters.map((e) => e.id),
  ]);
}
