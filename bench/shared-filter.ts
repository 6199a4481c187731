// shared/: filter + sort + search over 10,000 and 100,000 words (budget: 10,000 under 10 ms).
import { applyDisplaySettings, defaultDisplaySettings, SortBy } from '../shared/words/filter';
import type { Word } from '../shared/words/types';
import { measure } from './lib/measure';
import { ms, type Row } from './lib/table';

const STEMS = ['house', 'été', 'שָׁלוֹם', 'garden', 'Zeit', 'בַּיִת', 'river', 'ñandú'];
const CATEGORIES = ['No', 'Food', 'Travel', 'Work', 'Verbs'];

export function makeWords(count: number): Word[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
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
    const sample = await measure(() => applyDisplaySettings(words, filtered), {
      runs: count > 10_000 ? 10 : 30,
    });
    const search = await measure(() => applyDisplaySettings(words, { ...defaults, search: 'שלו' }), {
      runs: count > 10_000 ? 10 : 30,
    });
    const budget = count === 10_000 ? 10 : null;
    rows.push({
      figure: `shared: filter+sort ${count.toLocaleString('en')} words`,
      budget: budget ? `< ${budget} ms` : '—',
      value: ms(sample.median),
      p99: ms(sample.p99),
      pass: budget ? sample.median < budget : null,
    });
    rows.push({
      figure: `shared: search ${count.toLocaleString('en')} words`,
      budget: budget ? `< ${budget} ms` : '—',
      value: ms(search.median),
      p99: ms(search.p99),
      pass: budget ? search.median < budget : null,
    });
  }
  return rows;
}
