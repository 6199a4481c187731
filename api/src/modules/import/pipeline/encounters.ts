// A word's further sentences brought by an import (our backup's encounters.json): each checked by
// the rules of an added encounter, a sentence the word already keeps (or its main one) skipped,
// and the limit of ENCOUNTERS_MAX kept by dropping the oldest, as an add does. Inside the import's
// one transaction; the audio of dropped ones is released after the commit.
import { checkEncounterInput, ENCOUNTERS_MAX, sentenceKey } from '../../../../../shared/words/encounters';
import { encounters } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { dropOldest, recount, rowsOf } from '../../encounters/service';
import type { ImportedEncounter } from '../import-record';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

export interface EncounterTarget {
  userId: number;
  wordId: number;
  mainSentence: string;
  now: number;
}

/** Stores them; answers the audio ids that dropped encounters no longer use. */
export async function storeEncounters(
  tx: Tx,
  target: EncounterTarget,
  met: readonly ImportedEncounter[],
  audioIds: readonly string[],
): Promise<string[]> {
  if (met.length === 0) return [];
  const kept = new Set([
    sentenceKey(target.mainSentence),
    ...(await rowsOf(tx, target.wordId)).map((row) => sentenceKey(row.sentence)),
  ]);
  let added = 0;
  // Only the newest ENCOUNTERS_MAX can stay (the list is oldest first): a file holding more, as a
  // hand-made one may, must not leave a word above the limit, which dropOldest trims by one add.
  const first = Math.max(0, met.length - ENCOUNTERS_MAX);
  for (const [index, encounter] of met.entries()) {
    if (index < first) continue;
    const checked = checkEncounterInput(encounter);
    if ('problem' in checked) continue;
    const key = sentenceKey(checked.input.sentence);
    if (kept.has(key)) continue;
    kept.add(key);
    await tx.insert(encounters).values({
      uuid: crypto.randomUUID(),
      wordId: target.wordId,
      userId: target.userId,
      ...checked.input,
      speechSentence: audioIds[index] ?? '',
      metAt: Number.isFinite(encounter.metAt) ? Number(encounter.metAt) : target.now,
    });
    added += 1;
  }
  if (added === 0) return [];
  const dropped = await dropOldest(tx, target.wordId);
  await recount(tx, target.userId, target.wordId);
  return dropped;
}
