// Encounters of a word with plain arguments: list, add (spoken as the word's sentence is), remove,
// and make one the main sentence. Each change is one transaction that keeps the word's count and
// the list version in step; audio is stored before the row and released when nothing names it
// (docs/decisions/0029-encounters.md).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { encounterTextBytes } from '../../../../shared/accounts/quotas';
import {
  checkEncounterInput,
  ENCOUNTER_TEXTS,
  ENCOUNTERS_MAX,
  type Encounter,
  type EncounterAddedAnswer,
  type EncounterInput,
  sentenceKey,
} from '../../../../shared/words/encounters';
import { encounters, words } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { assertRoom, countAdd } from '../quotas/service';
import { bumpWordsVersion } from '../words/list';
import { releaseMedia, withUserMedia } from '../words/media';
import { ownedWord, type WordsDeps, wordChanged } from '../words/service';
import { type SpeechReport, speakText } from '../words/speech';

type EncounterRow = typeof encounters.$inferSelect;
type Tx = Parameters<Parameters<WordsDeps['db']['transaction']>[0]>[0];

export const encounterView = (row: EncounterRow): Encounter => ({
  uuid: row.uuid,
  sentence: row.sentence,
  sentenceTranslation: row.sentenceTranslation,
  speechSentence: row.speechSentence,
  sourceUrl: row.sourceUrl,
  sourceTitle: row.sourceTitle,
  metAt: new Date(row.metAt).toISOString(),
});

/** The word's encounters, the latest first. */
export async function rowsOf(db: WordsDeps['db'] | Tx, wordId: number) {
  return db
    .select()
    .from(encounters)
    .where(eq(encounters.wordId, wordId))
    .orderBy(desc(encounters.metAt), desc(encounters.id));
}

export async function listEncounters(deps: WordsDeps, userId: number, wordUuid: string) {
  const word = await ownedWord(deps, userId, wordUuid);
  return (await rowsOf(deps.db, word.id)).map(encounterView);
}

/** Sets the word's count from its rows and raises the list version (the list shows the count). */
export async function recount(tx: Tx, userId: number, wordId: number) {
  const [row] = await tx.select({ n: count() }).from(encounters).where(eq(encounters.wordId, wordId));
  await tx
    .update(words)
    .set({ encounterCount: row?.n ?? 0 })
    .where(eq(words.id, wordId));
  await bumpWordsVersion(tx, userId);
}

/** Removes the oldest encounters past ENCOUNTERS_MAX; answers the audio they named. */
export async function dropOldest(tx: Tx, wordId: number): Promise<string[]> {
  const oldest = await tx
    .select({ id: encounters.id, speech: encounters.speechSentence })
    .from(encounters)
    .where(eq(encounters.wordId, wordId))
    .orderBy(desc(encounters.metAt), desc(encounters.id))
    // One add at a time per learner (withUserMedia): at most one row past the limit, a few at most.
    .limit(ENCOUNTERS_MAX)
    .offset(ENCOUNTERS_MAX);
  if (oldest.length === 0) return [];
  await tx.delete(encounters).where(
    inArray(
      encounters.id,
      oldest.map((row) => row.id),
    ),
  );
  return oldest.map((row) => row.speech);
}

export function addEncounter(
  deps: WordsDeps,
  userId: number,
  wordUuid: string,
  raw: EncounterInput,
): Promise<EncounterAddedAnswer> {
  const checked = checkEncounterInput(raw);
  if ('problem' in checked) throw invalid(checked.problem.message, checked.problem.code);
  return countAdd(deps, userId).then(() =>
    withUserMedia(userId, () => addNow(deps, userId, wordUuid, checked.input)),
  );
}

async function addNow(deps: WordsDeps, userId: number, wordUuid: string, input: Required<EncounterInput>) {
  const word = await ownedWord(deps, userId, wordUuid);
  const key = sentenceKey(input.sentence);
  const kept = await rowsOf(deps.db, word.id);
  if (sentenceKey(word.sentence) === key || kept.some((row) => sentenceKey(row.sentence) === key))
    throw conflict(ENCOUNTER_TEXTS.alreadyKept, 'encounter_exists');
  await assertRoom(deps, userId, { newWord: false, pictureBytes: 0, textBytes: encounterTextBytes(input) });
  const report: SpeechReport = {};
  const speechSentence = await speakText(deps, userId, word, input.sentence, report);
  try {
    const { row, dropped } = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(encounters)
        .values({
          uuid: crypto.randomUUID(),
          wordId: word.id,
          userId,
          ...input,
          speechSentence,
          metAt: deps.clock.now(),
        })
        .returning();
      const dropped = await dropOldest(tx, word.id);
      await recount(tx, userId, word.id);
      return { row: inserted, dropped };
    });
    if (!row) throw new Error('insert returned no row');
    await releaseMedia(deps, userId, dropped);
    const answer: EncounterAddedAnswer = {
      encounter: encounterView(row),
      encounters: (await rowsOf(deps.db, word.id)).map(encounterView),
      message: ENCOUNTER_TEXTS.added,
    };
    const notice = dropped.length > 0 ? ENCOUNTER_TEXTS.oldestDropped : report.notice;
    return notice ? { ...answer, notice } : answer;
  } catch (error) {
    await releaseMedia(deps, userId, [speechSentence]);
    throw error;
  }
}

async function ownedEncounter(deps: WordsDeps, userId: number, wordUuid: string, uuid: string) {
  const word = await ownedWord(deps, userId, wordUuid);
  const [row] = await deps.db
    .select()
    .from(encounters)
    .where(and(eq(encounters.wordId, word.id), eq(encounters.uuid, uuid)))
    .limit(1);
  if (!row) throw notFound(ENCOUNTER_TEXTS.notFound, 'encounter_not_found');
  return { word, row };
}

export function removeEncounter(deps: WordsDeps, userId: number, wordUuid: string, uuid: string) {
  return withUserMedia(userId, async () => {
    const { word, row } = await ownedEncounter(deps, userId, wordUuid, uuid);
    await deps.db.transaction(async (tx) => {
      await tx.delete(encounters).where(eq(encounters.id, row.id));
      await recount(tx, userId, word.id);
    });
    await releaseMedia(deps, userId, [row.speechSentence]);
    return (await rowsOf(deps.db, word.id)).map(encounterView);
  });
}

/**
 * Makes the encounter the word's main sentence. The main sentence it replaces becomes an encounter
 * in its place, with its audio and source, so nothing the learner kept is lost. The word's content
 * changes, so its version (updatedAt) rises as on an edit.
 */
export function makeMainSentence(deps: WordsDeps, userId: number, wordUuid: string, uuid: string) {
  return withUserMedia(userId, async () => {
    const { word, row } = await ownedEncounter(deps, userId, wordUuid, uuid);
    const updatedAt = Math.max(deps.clock.now(), word.updatedAt + 1);
    const updated = await deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(words)
        .set({
          sentence: row.sentence,
          sentenceTranslation: row.sentenceTranslation,
          speechSentence: row.speechSentence,
          sourceUrl: row.sourceUrl,
          sourceTitle: row.sourceTitle,
          updatedAt,
        })
        .where(and(eq(words.id, word.id), eq(words.updatedAt, word.updatedAt)))
        .returning();
      if (!changed) return null;
      if (word.sentence.trim() === '') await tx.delete(encounters).where(eq(encounters.id, row.id));
      else
        await tx
          .update(encounters)
          .set({
            sentence: word.sentence,
            sentenceTranslation: word.sentenceTranslation,
            speechSentence: word.speechSentence,
            sourceUrl: word.sourceUrl,
            sourceTitle: word.sourceTitle,
          })
          .where(eq(encounters.id, row.id));
      await recount(tx, userId, word.id);
      return changed;
    });
    if (!updated) throw wordChanged();
    return { word: updated, encounters: (await rowsOf(deps.db, word.id)).map(encounterView) };
  });
}

/** The words' encounters in word order, for exports: `wordIds` is one page of words. */
export async function encountersOfWords(db: WordsDeps['db'], wordIds: number[]) {
  if (wordIds.length === 0) return new Map<number, Encounter[]>();
  const rows = await db
    .select()
    .from(encounters)
    .where(inArray(encounters.wordId, wordIds))
    .orderBy(asc(encounters.wordId), desc(encounters.metAt));
  const byWord = new Map<number, Encounter[]>();
  for (const row of rows) byWord.set(row.wordId, [...(byWord.get(row.wordId) ?? []), encounterView(row)]);
  return byWord;
}
