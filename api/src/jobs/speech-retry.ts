// Words saved while speech failed (engine crash, vendor time-out) keep empty audio ids; this
// job speaks them later, so a failure never costs the learner a word nor its audio for long.
//
// Decisions:
// - Words in a language no configured engine can speak (a cloud-only locale without
//   TTS_PROVIDER) are left alone: retrying cannot help until the setting changes, and the learner
//   was told when saving.
// - Each run takes the next 50 by id after where the last run stopped, wrapping round, so words
//   that keep failing cannot hold the others back: every word gets its turn.
// - One log line per run, not one per failed word.
import { and, asc, count, eq, gt, inArray, lte, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { SPEECH_LOCALES } from '../../../shared/languages/speech';
import { words } from '../db/schema';
import type { AppDeps } from '../deps';
import { checkWordForm } from '../modules/words/form';
import { bumpWordsVersion } from '../modules/words/list';
import { releaseMedia, withUserMedia } from '../modules/words/media';
import { type SpeechReport, speakWord } from '../modules/words/speech';
import { takeLease } from './lease';

export const SPEECH_RETRY_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 50;

type RetryDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;
type WordRow = typeof words.$inferSelect;

export interface SpeechRetryReport {
  /** Words whose missing audio was asked for this run. */
  tried: number;
  /** Of those, the words that now have all their audio. */
  fixed: number;
  /** Failures, one line each, for the run's log line. */
  failures: string[];
  /** Words left alone because no configured engine speaks their language. */
  unspeakable: number;
}

const missingAudio = or(eq(words.speechWord, ''), and(ne(words.sentence, ''), eq(words.speechSentence, '')));

/** Catalogue locales that no configured engine can speak. */
const unspeakableLocales = (deps: RetryDeps): string[] =>
  deps.speech.canSpeak ? SPEECH_LOCALES.map((l) => l.value).filter((l) => !deps.speech.canSpeak?.(l)) : [];

async function pick(deps: RetryDeps, unspeakable: string[], position: SQL | undefined, limit: number) {
  if (limit <= 0) return [];
  return deps.db
    .select()
    .from(words)
    .where(and(missingAudio, notInArray(words.language, unspeakable), position))
    .orderBy(asc(words.id))
    .limit(limit);
}

export async function retryWord(deps: RetryDeps, row: WordRow, report: SpeechReport): Promise<boolean> {
  const input = checkWordForm({ ...row, highQuality: String(row.highQuality) }, row.word);
  const spoken = await speakWord(deps, row.userId, input, row, report);
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
  const complete = spoken.speechWord !== '' && (input.sentence === '' || spoken.speechSentence !== '');
  return applied && complete;
}

/** One run over the next batch after word id `after`; answers the report and where to go on from. */
export async function retryMissingSpeech(
  deps: RetryDeps,
  after = 0,
): Promise<{ report: SpeechRetryReport; next: number }> {
  const unspeakable = unspeakableLocales(deps);
  const onward = await pick(deps, unspeakable, gt(words.id, after), BATCH);
  const wrapped = after > 0 ? await pick(deps, unspeakable, lte(words.id, after), BATCH - onward.length) : [];
  const batch = [...onward, ...wrapped];
  const speech: SpeechReport = { failures: [] };
  let fixed = 0;
  for (const row of batch)
    if (await withUserMedia(row.userId, () => retryWord(deps, row, speech))) fixed += 1;
  const [waiting] = unspeakable.length
    ? await deps.db
        .select({ n: count() })
        .from(words)
        .where(and(missingAudio, inArray(words.language, unspeakable)))
    : [{ n: 0 }];
  return {
    report: { tried: batch.length, fixed, failures: speech.failures ?? [], unspeakable: waiting?.n ?? 0 },
    next: batch.at(-1)?.id ?? 0,
  };
}

/** The run's one log line; null when there was nothing to try. */
export function describeRun({ tried, fixed, failures, unspeakable }: SpeechRetryReport): string | null {
  if (tried === 0) return null;
  const failed = failures.length ? ` Speaking failed ${failures.length} times; first: ${failures[0]}` : '';
  const waiting = unspeakable ? ` ${unspeakable} more wait for a cloud voice (TTS_PROVIDER).` : '';
  return `Speech retry: ${fixed} of ${tried} words now have their audio.${failed}${waiting}`;
}

/** The job as the server runs it: it remembers where the last run stopped. */
export function createSpeechRetry(deps: RetryDeps, log: (line: string) => void = console.log) {
  let after = 0;
  return async (): Promise<SpeechRetryReport> => {
    const { report, next } = await retryMissingSpeech(deps, after);
    after = next;
    const line = describeRun(report);
    if (line) log(line);
    return report;
  };
}

/**
 * Every ten minutes, in the one process that takes the lease: several processes on one database
 * would otherwise speak the same words at once (harmless, as retryWord checks the word's version,
 * but each process's work would be wasted).
 */
export function scheduleSpeechRetry(deps: RetryDeps): () => void {
  const retry = createSpeechRetry(deps);
  const run = async () => {
    try {
      if (await takeLease(deps.db, 'speech-retry', deps.clock.now(), SPEECH_RETRY_INTERVAL_MS / 2))
        await retry();
    } catch (error) {
      console.error('Speech retry failed', error);
    }
  };
  const timer = setInterval(run, SPEECH_RETRY_INTERVAL_MS);
  return () => clearInterval(timer);
}
