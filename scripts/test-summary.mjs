// Prints vitest's JSON reports as one plain closing line "N passed, N failed". Several
// reports (CI runs the gate and the stress suites) are added up.
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let total = 0;
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
}
const line = `${passed} passed, ${failed} failed`;
console.log(skipped ? `${line}, ${skipped} skipped` : line);
process.exit(failed === 0 && total > 0 ? 0 : 1);
