// Prints vitest's JSON report as the plain closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'dist/test-results.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
const line = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
console.log(skipped ? `${line}, ${skipped} skipped` : line);
process.exit(report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
