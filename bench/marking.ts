// Page marking (docs/decisions/0030-page-marking.md) in Debian's Chromium: the content script's
// marker over a 100,000-word article (tests/e2e/fixtures/pages/encyclopedia.ts) against 10,000
// saved words, timed in the page from start to its last slice, in turns with a reference (the same
// text split on spaces with a Map look-up per word, in one go). The longest main-thread task while
// marking (PerformanceObserver 'longtask') and the cost of one mutation batch. The content script's
// size is the bundles section's row (bench/bundles.ts), against the 40 KB of issue 33 since the
// lookup card rides in the same file. `BENCH_ONLY=marking bun bench/run.ts`.
import { join } from 'node:path';
import { buildMatcher } from '../shared/marking/matcher';
import type { Word } from '../shared/words/types';
import { openArticlePage, takeLongTasks, watchLongTasks } from './lib/article-page';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { ms, type Row } from './lib/table';

const RUNS = 11;
const SAVED = 10_000;

/** `count` saved words: the article's four and made-up ones (letters only, all distinct). */
export function savedWords(count = SAVED): Word[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const made = Array.from({ length: count - 4 }, (_, n) => {
    let text = '';
    for (let rest = n + 1000; rest > 0; rest = Math.floor(rest / 26)) text += letters[rest % 26];
    return text;
  });
  return ['harbour', 'lantern', 'river', 'la bibliothèque', ...made].map(
    (word, n) =>
      ({
        uuid: `w${n}`,
        word,
        wordTranslation: '',
        language: 'en-US',
        score: ((n % 3) + 1) as Word['score'],
        speechWord: '',
      }) as Word,
  );
}

export async function bundle(): Promise<string> {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'lib', 'marking-page-entry.ts')],
    minify: true,
  });
  const [output] = built.outputs;
  if (!built.success || !output) throw new Error('the marking bench entry did not build');
  return output.text();
}

export type BenchWindow = {
  wordhoardBench: {
    load(matcher: unknown): void;
    loadForms(): Promise<number>;
    reset(): void;
    mark(withForms?: boolean): Promise<number>;
    marked(): number;
    reference(): number;
    mutate(): Promise<number>;
  };
};

export async function benchMarking(): Promise<Row[]> {
  const { page, close } = await openArticlePage(await bundle());
  try {
    const matcher = buildMatcher(savedWords());
    await page.evaluate((data) => (globalThis as unknown as BenchWindow).wordhoardBench.load(data), matcher);
    await watchLongTasks(page);
    const marking: number[] = [];
    const reference: number[] = [];
    const longest: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      await page.evaluate(() => (globalThis as unknown as BenchWindow).wordhoardBench.reset());
      await takeLongTasks(page);
      const figure = await page.evaluate(() => (globalThis as unknown as BenchWindow).wordhoardBench.mark());
      const tasks = await takeLongTasks(page);
      const base = await page.evaluate(() =>
        (globalThis as unknown as BenchWindow).wordhoardBench.reference(),
      );
      if (run < 2) continue; // warm-up
      marking.push(figure);
      reference.push(base);
      longest.push(Math.max(0, ...tasks));
    }
    const mutations: number[] = [];
    for (let run = 0; run < 50; run++) {
      mutations.push(
        await page.evaluate(() => (globalThis as unknown as BenchWindow).wordhoardBench.mutate()),
      );
    }
    const figure = summarise(marking);
    const base = summarise(reference);
    const mutation = summarise(mutations.slice(10));
    // Judged on the median run, as every time here: on a busy machine a run may be paused mid-slice.
    const task = summarise(longest);
    return [
      ratioRow('Extension: marking a 100,000-word page, 10,000 saved words', RATIO_BUDGETS.pageMarking, {
        figure,
        reference: base,
        ratio: figure.median / base.median,
      }),
      {
        figure: 'Extension: longest main-thread task while marking (per run)',
        budget: '< 50 ms',
        value: ms(task.median),
        p99: ms(task.p99),
        pass: task.median < 50,
      },
      {
        figure: 'Extension: a page mutation marked (one batch)',
        budget: '< 5 ms',
        value: ms(mutation.median),
        p99: ms(mutation.p99),
        pass: mutation.median < 5,
      },
    ];
  } finally {
    await close();
  }
}
