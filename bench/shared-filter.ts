// shared/: filter + sort + search over 10,000 and 100,000 words. The 10,000-word figures are judged
// against a plain sort of the same array (by code units, no keys), measured in turns with them.
import { applyDisplaySettings, defaultDisplaySettings, SortBy } from '../shared/words/filter';
import type { Word } from '../shared/words/types';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { measure, measureInterleaved } from './lib/measure';
import { seededRandom } from './lib/seeded-random';
import { ms, type Row } from './lib/table';

const STEMS = ['house', 'été', 'שָׁלוֹם', 'garden', 'Zeit', 'בַּיִת', 'river', 'ñandú'];
const CATEGORIES = ['No', 'Food', 'Travel', 'Work', 'Verbs'];

export function makeWords(count: number): Word[] {
  const random = seededRandom(42);
  return Array.from({ length: count }, (_, i) => ({
    uuid: `uuid-${i}`,
    word: `${STEMS[i % STEMS.length]}${Math.floor(random() * count)}`,
    wordTranslation: `translation ${i}`,
    sentence: i % 3 === 0 ? '' : 'An example sentence with the word in it.',
    sentenceTranslation: '',
    language: 'en-US',
    voice: 'en-US-Female',
    highQuality: false,
    picture: i % 2 === 0 ? '' : `p${i}`,
    speechWord: `a${i}`,
    speechSentence: '',
    category: CATEGORIES[i % CATEGORIES.length] ?? 'No',
    score: ((i % 3) + 1) as Word['score'],
    date: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600) * 86_400_000).toISOString(),
    sourceUrl: '',
    sourceTitle: '',
  }));
}

const byCodeUnits = (a: Word, b: Word) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
/** The reference: the cheapest sort of the same words, which any machine's speed scales alike. */
export const plainSort = (words: Word[]) => words.slice().sort(byCodeUnits);

export async function benchSharedFilter(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const count of [10_000, 100_000]) {
    const words = makeWords(count);
    const defaults = defaultDisplaySettings(count, '2025-01-01', '2026-12-31');
    const filtered = {
      ...defaults,
      sort: { sortBy: SortBy.Alphabetically, inOrder: 0 as const },
      select: {
        ...defaults.select,
        category: 'Food',
        score: 2 as const,
        range: { from: 100, to: count - 100 },
      },
    };
    const filterSort = () => applyDisplaySettings(words, filtered);
    const search = () => applyDisplaySettings(words, { ...defaults, search: 'שלו' });
    const label = count.toLocaleString('en');
    if (count === 10_000) {
      const reference = () => plainSort(words);
      const sorted = await measureInterleaved(filterSort, reference, { runs: 80 });
      rows.push(ratioRow(`shared: filter+sort ${label} words`, RATIO_BUDGETS.sharedFilter, sorted));
      const searched = await measureInterleaved(search, reference, { runs: 80 });
      rows.push(ratioRow(`shared: search ${label} words`, RATIO_BUDGETS.sharedSearch, searched));
      continue;
    }
    for (const [name, run] of [
      ['filter+sort', filterSort],
      ['search', search],
    ] as const) {
      const sample = await measure(run, { runs: 10 });
      rows.push({
        figure: `shared: ${name} ${label} words`,
        budget: '—',
        value: ms(sample.median),
        p99: ms(sample.p99),
        pass: null,
      });
    }
  }
  return rows;
}
