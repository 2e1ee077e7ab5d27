// After the browser suite: names every test that failed first and passed on its retry (Playwright's
// "flaky"), and fails the run when there is one. A retry exists so that a flake is seen by name instead of
// turning a run red at random; it is not a way to land one. Reads test-results/results.json (the json reporter).
import { existsSync, readFileSync } from 'node:fs';

const file = new URL('./test-results/results.json', import.meta.url);
if (!existsSync(file)) {
  console.error('report-flaky: test-results/results.json is missing (did the browser suite run?)');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));

function* specs(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { path, spec };
  for (const child of suite.suites ?? []) yield* specs(child, path);
}

const flaky = [];
for (const suite of report.suites) {
  for (const { path, spec } of specs(suite)) {
    for (const test of spec.tests) {
      if (test.status !== 'flaky') continue;
      const firstError = test.results.find((result) => result.status !== 'passed')?.error?.message ?? '';
      flaky.push(
        `[${test.projectName}] ${[...path, spec.title].join(' › ')}\n    ${firstError.split('\n')[0]}`,
      );
    }
  }
}
const { expected = 0, unexpected = 0, skipped = 0 } = report.stats;
console.log(
  `browser suite: ${expected} passed, ${unexpected} failed, ${flaky.length} flaky, ${skipped} skipped`,
);
if (flaky.length) {
  console.error(
    `passed only on retry (the run fails on a flaky test):\n${flaky.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
