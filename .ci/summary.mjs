// Prints, over every Vitest JSON report given, each failed test with the first line of its error, each test
// that passed only on its retry, and one plain closing line: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const firstLine = (message = '') => message.split('\n')[0].slice(0, 300);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
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
  for (const suite of report.testResults) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults)
      if (test.status === 'passed' && test.failureMessages?.length) flaky.push(`${where} > ${test.fullName}`);
  }
}
for (const line of failures) console.log(`failed: ${line}`);
for (const line of flaky) console.log(`passed only on its retry (flaky): ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
