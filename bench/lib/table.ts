// One table for every figure: budget, measured median (and p99), the reference taken in the
// same run, the ratio, and pass/fail. Printed, and written to bench/results.md.
import { writeFileSync } from 'node:fs';

export interface Row {
  figure: string;
  /** Human-readable budget, e.g. '< 10 ms' or '≤ 1.5 × A'. */
  budget: string;
  value: string;
  p99?: string;
  reference?: string;
  ratio?: string;
  pass: boolean | null;
  /** A goal rather than a budget: reported as met or missed, and a miss does not fail the run. */
  goal?: boolean;
}

const result = (r: Row) => {
  if (r.pass === null) return 'info';
  if (r.goal) return r.pass ? 'met' : 'missed';
  return r.pass ? 'pass' : 'FAIL';
};

const cells = (r: Row) => [
  r.figure,
  r.budget,
  r.value,
  r.p99 ?? '',
  r.reference ?? '',
  r.ratio ?? '',
  result(r),
];
const HEADER = ['figure', 'budget', 'median', 'p99', 'reference', 'ratio', 'result'];

export function printTable(rows: Row[]): void {
  const all = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  for (const [n, row] of all.entries()) {
    console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function writeMarkdown(path: string, rows: Row[], notes: string[], machine: string[] = []): void {
  const line = (c: string[]) => `| ${c.join(' | ')} |`;
  const text = [
    '# Benchmark results',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.platform}, ${navigator.hardwareConcurrency} cores).`,
    ...machine,
    '',
    'A time is judged on its ratio to a reference measured in turns with it in the same run (see docs/decisions/0009-bench-verdicts-by-ratio.md); the absolute figure is information.',
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((r) => line(cells(r))),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  writeFileSync(path, text);
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
