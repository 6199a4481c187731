// What each checked record does to the learner's list: a new word, an update of the word with the
// same spelling, a merge into it ("keep both", decision 0026), or a skip with its reason.
import type { ImportSkip } from '../../../../../shared/api';
import { type OnExisting, SKIP_REASONS } from '../../../../../shared/import/texts';
import type { WordRow } from '../../words/view';
import type { ImportRecord } from '../import-record';
import { type CheckedWord, checkRecord, type SpeechDefaults } from './check';

export interface PlannedWord extends CheckedWord {
  action: 'add' | 'update' | 'merge';
  existing?: WordRow;
}

export interface Plan {
  words: PlannedWord[];
  skipped: ImportSkip[];
}

const ACTIONS: Record<Exclude<OnExisting, 'skip'>, PlannedWord['action']> = {
  update: 'update',
  keepBoth: 'merge',
};

export function planImport(
  records: readonly ImportRecord[],
  existing: ReadonlyMap<string, WordRow>,
  options: { onExisting: OnExisting; defaults: SpeechDefaults; now: number },
): Plan {
  const plan: Plan = { words: [], skipped: [] };
  const seen = new Set<string>();
  for (const record of records) {
    const skip = (reason: string) =>
      plan.skipped.push({ line: record.line, word: record.word.trim().slice(0, 100), reason });
    const checked = checkRecord(record, options.defaults, options.now);
    if ('skip' in checked) {
      skip(checked.skip);
      continue;
    }
    // Duplicates are the spec's: the trimmed, lower-cased spelling, as when a word is added.
    if (seen.has(checked.ok.key)) {
      skip(SKIP_REASONS.twiceInFile);
      continue;
    }
    seen.add(checked.ok.key);
    const found = existing.get(checked.ok.key);
    if (!found) plan.words.push({ ...checked.ok, action: 'add' });
    else if (options.onExisting === 'skip') skip(SKIP_REASONS.exists);
    else plan.words.push({ ...checked.ok, action: ACTIONS[options.onExisting], existing: found });
  }
  return plan;
}
