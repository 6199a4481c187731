// Words saved while speech failed (engine crash, vendor time-out) keep empty audio ids; this
// job speaks them later, so a failure never costs the learner a word nor its audio for long.
import { and, eq, ne, or } from 'drizzle-orm';
import { words } from '../db/schema';
import type { AppDeps } from '../deps';
import { checkWordForm } from '../modules/words/form';
import { bumpWordsVersion } from '../modules/words/list';
import { releaseMedia, withUserMedia } from '../modules/words/media';
import { speakWord } from '../modules/words/speech';

export const SPEECH_RETRY_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 50;

type RetryDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;

/** Speaks up to 50 words that lack audio; answers how many got it. */
export async function retryMissingSpeech(deps: RetryDeps): Promise<number> {
  const missing = await deps.db
    .select()
    .from(words)
    .where(or(eq(words.speechWord, ''), and(ne(words.sentence, ''), eq(words.speechSentence, ''))))
    .limit(BATCH);
  let fixed = 0;
  for (const row of missing) if (await withUserMedia(row.userId, () => retryWord(deps, row))) fixed += 1;
  return fixed;
}

async function retryWord(deps: RetryDeps, row: typeof words.$inferSelect): Promise<boolean> {
  const input = checkWordForm({ ...row, highQuality: String(row.highQuality) }, row.word);
  const spoken = await speakWord(deps, row.userId, input, row);
  if (spoken.speechWord === row.speechWord && spoken.speechSentence === row.speechSentence) return false;
  // Only if the word is unchanged since it was read: a learner's edit in between wins.
  const applied = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(words)
      .set(spoken)
      .where(and(eq(words.id, row.id), eq(words.updatedAt, row.updatedAt)))
      .returning({ id: words.id });
    if (updated) await bumpWordsVersion(tx, row.userId);
    return updated !== undefined;
  });
  if (!applied) await releaseMedia(deps, row.userId, [spoken.speechWord, spoken.speechSentence]);
  return applied;
}

export function scheduleSpeechRetry(deps: RetryDeps): () => void {
  const run = () => retryMissingSpeech(deps).catch((error) => console.error('Speech retry failed', error));
  const timer = setInterval(run, SPEECH_RETRY_INTERVAL_MS);
  return () => clearInterval(timer);
}
