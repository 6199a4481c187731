// The lookup card (docs/decisions/0045-lookup.md) in Debian's Chromium: from a trigger at a word of
// the 100,000-word article (tests/e2e/fixtures/pages/encyclopedia.ts), with 10,000 saved words, to
// the card shown, in turns with a reference (caretRangeFromPoint at the same point and one Map
// look-up of the word under it). The longest main-thread task while looking up. The background's
// answers (translation, definitions) are network time and not part of it. `BENCH_ONLY=lookup`.
import { join } from 'node:path';
import { buildMatcher } from '../shared/marking/matcher';
import { openArticlePage, takeLongTasks, watchLongTasks } from './lib/article-page';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { ms, type Row } from './lib/table';
import { savedWords } from './marking';

const POINTS = 40;
const ROUNDS = 5;

type LookupBench = {
  wordhoardLookupBench: {
    load(matcher: unknown): void;
    show(x: number, y: number): Promise<number>;
    reference(x: number, y: number): number;
  };
};

async function bundle(): Promise<string> {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'lib', 'lookup-page-entry.ts')],
    minify: true,
  });
  const [output] = built.outputs;
  if (!built.success || !output) throw new Error('the lookup bench entry did not build');
  return output.text();
}

export async function benchLookup(): Promise<Row[]> {
  const { page, close } = await openArticlePage(await bundle());
  try {
    await page.evaluate(
      (data) => (globalThis as unknown as LookupBench).wordhoardLookupBench.load(data),
      buildMatcher(savedWords()),
    );
    // Points on words in view: the middle of a word of each visible paragraph's first lines.
    const points = await page.evaluate((count) => {
      const found: { x: number; y: number }[] = [];
      for (const paragraph of document.querySelectorAll('p')) {
        const text = paragraph.firstChild;
        if (!(text instanceof Text) || found.length >= count) continue;
        for (const match of text.data.matchAll(/\p{L}{4,}/gu)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const box = range.getBoundingClientRect();
          if (box.top < 0 || box.bottom > innerHeight) break;
          found.push({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
          if (found.length % 4 === 0 || found.length >= count) break;
        }
      }
      return found;
    }, POINTS);
    await watchLongTasks(page);
    const shown: number[] = [];
    const reference: number[] = [];
    let missed = 0;
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const { x, y } of points) {
        const took = await page.evaluate(
          ([x, y]) => (globalThis as unknown as LookupBench).wordhoardLookupBench.show(x, y),
          [x, y] as const,
        );
        const base = await page.evaluate(
          ([x, y]) => (globalThis as unknown as LookupBench).wordhoardLookupBench.reference(x, y),
          [x, y] as const,
        );
        if (round === 0) continue; // warm-up
        if (took < 0) missed++;
        else shown.push(took);
        reference.push(base);
      }
    }
    const tasks = await takeLongTasks(page);
    const figure = summarise(shown);
    const base = summarise(reference);
    const longest = Math.max(0, ...tasks);
    return [
      ratioRow(
        'Extension: lookup card shown after the trigger (100,000-word page, 10,000 saved words)',
        RATIO_BUDGETS.lookupCard,
        {
          figure,
          reference: base,
          ratio: figure.median / base.median,
        },
        missed > 0 ? { pass: false, value: `${ms(figure.median)} (${missed} points opened no card)` } : {},
      ),
      {
        figure: 'Extension: longest main-thread task while looking up',
        budget: '< 50 ms',
        value: ms(longest),
        pass: longest < 50,
      },
    ];
  } finally {
    await close();
  }
}
