// A Vitest reporter for scripts/test.mjs: writes, one JSON line each, the errors that no test's result
// holds and Vitest's JSON report leaves out: a test file that did not load, a suite's beforeAll or
// afterAll that failed, and an error outside any test (an unhandled rejection, an uncaught exception).
// The run's summary names them at its end, where a short CI log still shows them.
import fs from 'node:fs';

const described = (error, kind, where) => ({
  kind,
  where,
  name: error.name ?? 'Error',
  message: error.message ?? String(error),
  stack: String(error.stack ?? '')
    .split('\n')
    .slice(0, 12)
    .join('\n'),
});

export default class FailuresReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_FAILURES_REPORT;
    if (!file) return;
    const lines = [];
    for (const module of testModules) {
      for (const error of module.errors()) lines.push(described(error, 'test file', module.moduleId));
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) lines.push(described(error, 'suite', `${module.moduleId} › ${suite.fullName}`));
      }
    }
    for (const error of unhandledErrors) {
      const where = [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' › ') || 'no test known';
      lines.push(described(error, error.type ?? 'unhandled error', where));
    }
    fs.writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }
}
