// Where the browser suite's time goes, from Playwright's JSON report: the slowest tests, the time summed per
// spec file, and the sum of every test's runs. The machine is shared, so these sums compare runs better than
// the wall clock does. `npm run -w e2e slowest [-- report.json [count]]`.
import { readFileSync } from 'node:fs';

const [file = new URL('./test-results/results.json', import.meta.url), count = '40'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every test of the report, with its file, title, project and the time of all its runs (retries too). */
function* testsOf(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      yield {
        file: spec.file,
        title: [...titles, spec.title].join(' › '),
        project: test.projectName,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        runs: test.results.length,
      };
    }
  }
  for (const child of suite.suites ?? []) {
    yield* testsOf(child, child.title.endsWith('.ts') ? titles : [...titles, child.title]);
  }
}

const tests = report.suites.flatMap((suite) => [...testsOf(suite)]);
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);

console.log(`slowest ${count} tests (seconds, all runs)`);
for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, Number(count))) {
  const retried = test.runs > 1 ? ` (${test.runs} runs)` : '';
  console.log(`${seconds(test.ms)}  ${test.project}  ${test.file} › ${test.title}${retried}`);
}

const perFile = new Map();
for (const test of tests) {
  const entry = perFile.get(test.file) ?? { ms: 0, tests: 0 };
  perFile.set(test.file, { ms: entry.ms + test.ms, tests: entry.tests + 1 });
}
console.log('\nper spec file (seconds, tests)');
for (const [name, entry] of [...perFile].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(`${seconds(entry.ms)}  ${String(entry.tests).padStart(3)}  ${name}`);
}

const total = tests.reduce((sum, test) => sum + test.ms, 0);
const { duration, expected, flaky, unexpected, skipped } = report.stats;
console.log(
  `\n${tests.length} tests, summed ${seconds(total).trim()} s; run ${seconds(duration).trim()} s wall clock;` +
    ` passed ${expected}, flaky ${flaky}, failed ${unexpected}, skipped ${skipped}`,
);
