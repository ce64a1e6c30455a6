#!/usr/bin/env node
// `npm test`, as CI runs it: typecheck, lint, unit tests, API tests on SQLite (and on
// PostgreSQL when TEST_DATABASE_URL is set), client build, browser tests. Every stage runs
// even after a failure, so one run reports everything; the last line is `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { bin, ROOT, run } from './lib/process.mjs';

const RUNS = path.join(ROOT, 'test-results', 'runs');
fs.rmSync(RUNS, { recursive: true, force: true });
fs.mkdirSync(RUNS, { recursive: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const withoutTestDb = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'TEST_DB'));

/** A command that passes or fails as a whole counts as one test. */
const single = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const relative = (file) => path.relative(ROOT, file ?? '');

/** Counts from vitest's JSON report; a file that failed to load counts as a failed test. */
function vitestCounts(file, code) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, note: 'no JSON report (the runner did not finish)' };
  const results = report.testResults ?? [];
  const brokenFiles = results.filter(
    (result) => result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  const failures = results.flatMap((result) =>
    brokenFiles.includes(result)
      ? [`${relative(result.name)} (did not load)`]
      : (result.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${relative(result.name)} › ${a.fullName}`),
  );
  const counts = { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles.length, failures };
  // A non-zero exit with no failed test (an unhandled error between tests) is still a failure.
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code} with no failed test` };
  return counts;
}

/** Titles of the tests whose outcome was 'unexpected', from Playwright's nested suites. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/** Counts from Playwright's JSON report; a flaky test (passed on retry) counts as passed. */
function playwrightCounts(file, code) {
  const report = readJson(file);
  if (!report?.stats) return { passed: 0, failed: 1, note: 'no JSON report (the runner did not finish)' };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const counts = { passed: expected + flaky, failed: unexpected, failures: playwrightFailures(report.suites ?? []) };
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code} with no failed test` };
  return counts;
}

function vitestStage(name, project, env) {
  const report = path.join(RUNS, `${name}.json`);
  return {
    name,
    run: () =>
      run(
        bin('vitest'),
        ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        { env },
      ),
    count: (code) => vitestCounts(report, code),
  };
}

const e2eReport = path.join(RUNS, 'e2e.json');
const stages = [
  { name: 'typecheck', run: () => run(npm, ['run', '--silent', 'typecheck']), count: single },
  { name: 'lint', run: () => run(npm, ['run', '--silent', 'lint']), count: single },
  vitestStage('unit', 'unit', withoutTestDb),
  vitestStage('api (sqlite)', 'api', withoutTestDb),
  ...(process.env.TEST_DATABASE_URL
    ? [vitestStage('api (postgres)', 'api', { ...process.env, TEST_DB: 'postgres' })]
    : []),
  { name: 'build', run: () => run(bin('vite'), ['build', '--logLevel', 'warn']), count: single },
  {
    name: 'e2e',
    run: () =>
      run(bin('playwright'), ['test', '--reporter=list,json', '--pass-with-no-tests'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
      }),
    count: (code) => playwrightCounts(e2eReport, code),
  },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only.');
}

const results = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ${'='.repeat(Math.max(0, 60 - stage.name.length))}`);
  const started = Date.now();
  const code = await stage.run();
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: stage.name, seconds, ...stage.count(code) });
}

const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log('\n=== summary ' + '='.repeat(53));
for (const r of results) {
  const verdict = r.failed > 0 ? 'FAIL' : 'ok  ';
  const note = r.note ? `  (${r.note})` : '';
  console.log(`${verdict} ${r.name.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s${note}`);
}
// CI keeps only the tail of the log, so the names of what failed are repeated here.
for (const r of results) {
  for (const failure of r.failures ?? []) console.log(`  failed in ${r.name}: ${failure}`);
}
const line = `${total.passed} passed, ${total.failed} failed`;
fs.writeFileSync(path.join(RUNS, 'summary.txt'), `${line}\n`);
console.log(line);
process.exitCode = total.failed > 0 ? 1 : 0;
