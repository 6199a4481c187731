// A page of words' further sentences (docs/decisions/0029-encounters.md) for the word exports
// (decision 0032): one query per page of words, by the words' uuids, oldest meeting first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExportedWord } from '../../../../shared/export/columns';
import type { ExportedEncounter } from '../../../../shared/export/encounters-text';
import { encounters, words } from '../../db/schema';
import type { AppDeps } from '../../deps';

export interface EncounterWithAudio extends ExportedEncounter {
  /** The sentence's audio, a media id; '' until made. */
  speechSentence: string;
}

/** The encounters of the words named, by word uuid; a word without any is absent. */
export async function encountersByUuid(
  db: AppDeps['db'],
  userId: number,
  uuids: readonly string[],
): Promise<Map<string, EncounterWithAudio[]>> {
  const found = new Map<string, EncounterWithAudio[]>();
  if (uuids.length === 0) return found;
  const rows = await db
    .select({
      wordUuid: words.uuid,
      sentence: encounters.sentence,
      sentenceTranslation: encounters.sentenceTranslation,
      sourceUrl: encounters.sourceUrl,
      sourceTitle: encounters.sourceTitle,
      speechSentence: encounters.speechSentence,
    })
    .from(encounters)
    .innerJoin(words, eq(words.id, encounters.wordId))
    .where(and(eq(encounters.userId, userId), inArray(words.uuid, [...uuids])))
    .orderBy(asc(encounters.wordId), asc(encounters.metAt), asc(encounters.id));
  for (const { wordUuid, ...encounter } of rows) {
    const list = found.get(wordUuid);
    if (list) list.push(encounter);
    else found.set(wordUuid, [encounter]);
  }
  return found;
}

/** Text exports' pages with each word's encounters beside it. */
export async function* withEncounters(
  db: AppDeps['db'],
  userId: number,
  pages: AsyncGenerator<ExportedWord[]>,
) {
  try {
    for await (const page of pages) {
      const found = await encountersByUuid(
        db,
        userId,
        page.map((w) => w.uuid),
      );
      yield page.map((w) => ({ ...w, encounters: found.get(w.uuid) ?? [] }));
    }
  } finally {
    await pages.return(undefined);
  }
}
