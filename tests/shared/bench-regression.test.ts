// The bench's memory (bench/lib/regression.ts), on made-up tables: no timing is measured here.
import { describe, expect, it } from 'vitest';
import {
  acceptedFigures,
  committedRatios,
  describeRegression,
  isAccepted,
  regressions,
} from '../../bench/lib/regression';
import type { Row } from '../../bench/lib/table';

const COMMITTED = [
  '| figure | budget | median | p99 | reference | ratio | result |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  '| API: login | ≤ 9.10 × ref | 62.4 ms | 83.9 ms | argon2id 52.1 ms | 1.20 × | pass |',
  '| API: list 10,000 words, changed | goal ≤ 1.3 × B | 86 ms | 285 ms | A / B | 1.00 × B | met |',
  '| API: list 10,000 words, changed | ≤ 1.5 × A | 86 ms | 285 ms | A / B | 0.40 × A | pass |',
  '| Speech: words per second | — | 58 → 52 /s |  |  | 0.91 × | info |',
  '| Web: landing page JS (gzip) | ≤ 96 KB | 95.2 KB |  | CSS 3.2 KB |  | pass |',
].join('\n');

const row = (figure: string, budget: string, ratio: string, pass: boolean | null = true): Row => ({
  figure,
  budget,
  value: '1 ms',
  ratio,
  pass,
});

describe('the bench compared with its committed results', () => {
  it('reads the judged ratios of each row, telling apart one figure under two budgets', () => {
    const ratios = committedRatios(COMMITTED);
    expect([...ratios.values()].map((r) => r.ratio)).toEqual([1.2, 1.0, 0.4]);
  });

  it('fails a ratio more than 15 % worse, and only that one', () => {
    const found = regressions(
      [
        row('API: login', '≤ 9.10 × ref', '1.40 ×'),
        row('API: list 10,000 words, changed', 'goal ≤ 1.3 × B', '1.14 × B'),
        row('API: list 10,000 words, changed', '≤ 1.5 × A', '0.47 × A'),
        row('Speech: words per second', '—', '2.00 ×', null),
        row('A figure not committed yet', '≤ 2 × ref', '9.00 ×'),
      ],
      COMMITTED,
    );
    expect(found).toEqual([
      { figure: 'API: login', budget: '≤ 9.10 × ref', now: 1.4, committed: 1.2 },
      { figure: 'API: list 10,000 words, changed', budget: '≤ 1.5 × A', now: 0.47, committed: 0.4 },
    ]);
    expect(describeRegression(found[0] as (typeof found)[0])).toBe(
      'API: login (≤ 9.10 × ref): ratio 1.40 × now, 1.20 × in the committed bench/results.md (17 % worse)',
    );
  });

  it('lets through only the figures a trailer of the commit names', () => {
    const message =
      'Bench: new results\n\nBench-regression-accepted: API: login: sessions are checked in the database now\n';
    const accepted = acceptedFigures(message);
    const [login, list] = regressions(
      [
        row('API: login', '≤ 9.10 × ref', '1.50 ×'),
        row('API: list 10,000 words, changed', '≤ 1.5 × A', '0.60 × A'),
      ],
      COMMITTED,
    );
    expect(login && isAccepted(login, accepted)).toBe(true);
    expect(list && isAccepted(list, accepted)).toBe(false);
  });
});
