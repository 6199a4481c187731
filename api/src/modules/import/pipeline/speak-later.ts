// The audio an import leaves missing (a CSV row has none; a file's audio may be refused) is spoken
// after the commit, word by word, by the same path as the speech retry job: the words are usable
// at once, and a word the learner edits meanwhile keeps the edit (retryWord checks its version).
import { inArray } from 'drizzle-orm';
import { words } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { retryWord } from '../../../jobs/speech-retry';
import { withUserMedia } from '../../words/media';
import type { SpeechReport } from '../../words/speech';

type RunDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;

const PAGE = 500;

export async function speakLater(deps: RunDeps, userId: number, wordIds: readonly number[]): Promise<void> {
  const report: SpeechReport = { failures: [] };
  try {
    for (let at = 0; at < wordIds.length; at += PAGE) {
      const rows = await deps.db
        .select()
        .from(words)
        .where(inArray(words.id, wordIds.slice(at, at + PAGE)));
      for (const row of rows) {
        if (deps.speech.canSpeak && !deps.speech.canSpeak(row.language)) continue;
        await withUserMedia(userId, () => retryWord(deps, row, report));
      }
    }
  } catch (error) {
    // The words are stored; what stays unspoken the retry job picks up.
    console.error('Speaking imported words failed; the retry job will go on', error);
  }
  if (report.failures?.length)
    console.warn(`Import: speech failed ${report.failures.length} times; first: ${report.failures[0]}`);
}
