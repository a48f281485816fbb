// Prints one plain closing line over every Vitest JSON report given: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  // A suite that failed in a hook has no failed test of its own; count it once.
  failed += report.numFailedTests || report.numFailedTestSuites;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file.split('/').pop()}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const suite of report.testResults)
    for (const test of suite.assertionResults)
      if (test.status === 'passed' && test.failureMessages?.length) flaky.push(test.fullName);
}
for (const name of flaky) console.log(`passed only on its retry (flaky): ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
