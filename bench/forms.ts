// The forms of words in page marking (issue 33, docs/decisions/0044-word-forms.md): the content
// script's marker over the 100,000-word article against 10,000 saved English words, with the forms
// of words and without, in turns in the same page. The budget is a ratio to the marking without
// forms of the same run (≤ 1.5×); both times are shown. `BENCH_ONLY=forms bun bench/run.ts`.
import { formsOfLanguages } from '../shared/forms/index';
import { buildMatcher } from '../shared/marking/matcher';
import { nextFrame, openArticlePage } from './lib/article-page';
import { summarise } from './lib/measure';
import { ms, type Row } from './lib/table';
import { type BenchWindow, bundle, savedWords } from './marking';

const RUNS = 11;
const FORMS_BUDGET = 1.5;

export async function benchForms(): Promise<Row[]> {
  const { page, close } = await openArticlePage(await bundle());
  try {
    const words = savedWords();
    const matcher = buildMatcher(words, await formsOfLanguages(words.map((word) => word.language)));
    await page.evaluate((data) => (globalThis as unknown as BenchWindow).wordhoardBench.load(data), matcher);
    const languages = await page.evaluate(() =>
      (globalThis as unknown as BenchWindow).wordhoardBench.loadForms(),
    );
    if (languages !== 1) throw new Error(`the matcher should carry English forms, it carries ${languages}`);
    const without: number[] = [];
    const withForms: number[] = [];
    const nodesMarked = { with: 0, without: 0 };
    for (let run = 0; run < RUNS + 2; run++) {
      // Each first in turn: the second of a pair may find the collector busy with the first's marks.
      for (const forms of run % 2 === 0 ? [false, true] : [true, false]) {
        await page.evaluate(() => (globalThis as unknown as BenchWindow).wordhoardBench.reset());
        await nextFrame(page);
        const figure = await page.evaluate(
          (on) => (globalThis as unknown as BenchWindow).wordhoardBench.mark(on),
          forms,
        );
        nodesMarked[forms ? 'with' : 'without'] = await page.evaluate(() =>
          (globalThis as unknown as BenchWindow).wordhoardBench.marked(),
        );
        if (run >= 2) (forms ? withForms : without).push(figure); // two warm-up runs
      }
    }
    if (nodesMarked.with <= nodesMarked.without) {
      throw new Error(`the forms marked no more words (${nodesMarked.with} against ${nodesMarked.without})`);
    }
    const base = summarise(without);
    const figure = summarise(withForms);
    const ratio = figure.median / base.median;
    return [
      {
        figure: 'Extension: marking a 100,000-word page with the forms of words (10,000 saved)',
        budget: `≤ ${FORMS_BUDGET}× without forms`,
        value: `${ratio.toFixed(2)}× (${ms(figure.median)} against ${ms(base.median)}; ${nodesMarked.with} words marked against ${nodesMarked.without})`,
        p99: ms(figure.p99),
        pass: ratio <= FORMS_BUDGET,
      },
    ];
  } finally {
    await close();
  }
}
