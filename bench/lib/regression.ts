// The bench remembers: each judged row's ratio is compared with the one in the committed
// bench/results.md (git show HEAD:bench/results.md). A row whose ratio is more than 15 % worse
// fails the run with both figures, unless the latest commit that changed results.md accepts it
// with a trailer naming the row's figure:
//
//   Bench-regression-accepted: API: list 1,000 words, changed (compressed): the token check now …
//
// Only ratios are compared (figure / reference measured in the same run), never absolute times,
// so another machine, or this one busy, compares as well as the one that wrote the file. Rows
// given for information (Speech's workers, whose ratio is a speed-up) are not judged.
import { execFileSync } from 'node:child_process';
import type { Row } from './table';

/** How much worse than the committed ratio a row may measure before it fails. */
export const REGRESSION_TOLERANCE = 0.15;
export const ACCEPT_TRAILER = 'Bench-regression-accepted';
const RESULTS = 'bench/results.md';

/** The leading number of a ratio cell ("1.23 ×", "0.51 × B"); null for cells that are not one. */
export function ratioOf(cell: string | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?) ×/.exec(cell?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** A row is known by its figure and budget: one figure may be judged against two budgets. */
const keyOf = (figure: string, budget: string) => `${figure} | ${budget}`;

/** The judged ratios of a results.md table, by row. */
export function committedRatios(markdown: string): Map<string, { figure: string; ratio: number }> {
  const ratios = new Map<string, { figure: string; ratio: number }>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ')) continue;
    const [figure = '', budget = '', , , , ratioCell, result] = line
      .slice(2, -2)
      .split(' | ')
      .map((cell) => cell.trim());
    const ratio = ratioOf(ratioCell);
    if (ratio === null || result === 'info' || result === 'result') continue;
    ratios.set(keyOf(figure, budget), { figure, ratio });
  }
  return ratios;
}

export interface Regression {
  figure: string;
  budget: string;
  now: number;
  committed: number;
}

/** The rows of this run whose ratio is more than the tolerance worse than the committed one. */
export function regressions(rows: Row[], committedMarkdown: string): Regression[] {
  const committed = committedRatios(committedMarkdown);
  return rows.flatMap((row) => {
    const now = ratioOf(row.ratio);
    const before = committed.get(keyOf(row.figure, row.budget));
    if (now === null || row.pass === null || !before) return [];
    return now > before.ratio * (1 + REGRESSION_TOLERANCE)
      ? [{ figure: row.figure, budget: row.budget, now, committed: before.ratio }]
      : [];
  });
}

/** The figures a trailer of the commit message accepts as slower ("<figure>: why"). */
export function acceptedFigures(message: string): string[] {
  return message
    .split('\n')
    .filter((line) => line.startsWith(`${ACCEPT_TRAILER}:`))
    .map((line) => line.slice(ACCEPT_TRAILER.length + 1).trim());
}

export const isAccepted = (regression: Regression, accepted: string[]) =>
  accepted.some((line) => line.startsWith(`${regression.figure}:`) || line === regression.figure);

export function describeRegression(r: Regression): string {
  const worse = Math.round((r.now / r.committed - 1) * 100);
  return `${r.figure} (${r.budget}): ratio ${r.now.toFixed(2)} × now, ${r.committed.toFixed(2)} × in the committed ${RESULTS} (${worse} % worse)`;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The committed table and the message of the latest commit that changed it; null outside git. */
export function committedResults(): { markdown: string; message: string } | null {
  try {
    const markdown = git('show', `HEAD:${RESULTS}`);
    const message = git('log', '-1', '--format=%B', '--', RESULTS);
    return { markdown, message };
  } catch {
    return null;
  }
}
