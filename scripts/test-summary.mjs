// Prints vitest's JSON reports as one plain closing line "N passed, N failed". Several
// reports (CI runs the gate and the stress suites) are added up. Above it, where the time went:
// per project its wall time (first file's start to last file's end) and the files' own time
// added up, then the slowest files, read from the timings scripts/timings-reporter.mjs writes
// beside each report.
import { existsSync, readFileSync } from 'node:fs';

const SLOWEST = 10;
const files = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let total = 0;
const timings = [];
for (const file of files.length ? files : ['dist/test-results.json']) {
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  total += report.numTotalTests;
  const timingsFile = file.replace(/\.json$/, '-timings.json');
  if (existsSync(timingsFile)) timings.push(...JSON.parse(readFileSync(timingsFile, 'utf8')).files);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
if (timings.length > 0) {
  const projects = new Map();
  for (const t of timings) {
    const p = projects.get(t.project) ?? { files: 0, ms: 0, start: Infinity, end: 0 };
    p.files += 1;
    p.ms += t.ms;
    p.start = Math.min(p.start, t.startedAt);
    p.end = Math.max(p.end, t.endedAt);
    projects.set(t.project, p);
  }
  console.log('== time per project (wall; the files\u2019 own time added up)');
  for (const [name, p] of [...projects].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(
      `${name.padEnd(10)} ${String(p.files).padStart(3)} files  ${seconds(p.end - p.start).padStart(8)}  ${seconds(p.ms).padStart(8)}`,
    );
  }
  console.log(`== the ${SLOWEST} slowest files (set-up, import, hooks and tests)`);
  for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    console.log(`${seconds(t.ms).padStart(8)}  ${t.project.padEnd(10)} ${t.file}`);
  }
}
const line = `${passed} passed, ${failed} failed`;
console.log(skipped ? `${line}, ${skipped} skipped` : line);
process.exit(failed === 0 && total > 0 ? 0 : 1);
