#!/usr/bin/env node
// `npm test`, as CI runs it: typecheck, lint, unit tests, API tests on SQLite (and on
// PostgreSQL when TEST_DATABASE_URL is set), client build, browser tests. Every stage runs
// even after a failure, so one run reports everything; the last line is `N passed, N failed`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bin, ROOT, run, runToFile } from './lib/process.mjs';

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

/** The first line of an error message that says something, without terminal colours. */
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 800);
}

/** A failure's name, and why on the next line when there is a message. */
const failure = (name, message) => (firstLine(message) ? `${name}\n      ${firstLine(message)}` : name);

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
      ? [failure(`${relative(result.name)} (did not load)`, result.message)]
      : (result.assertionResults ?? [])
          .filter((a) => a.status === 'failed')
          .map((a) => failure(`${relative(result.name)} › ${a.fullName}`, a.failureMessages?.[0])),
  );
  const counts = { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles.length, failures };
  // A non-zero exit with no failed test (an unhandled error between tests) is still a failure.
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code} with no failed test` };
  return counts;
}

/** What an expectation waited for and what it last saw: the summary is often all that is left of a CI run. */
function expectationLines(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  return plain
    .split('\n')
    .filter((text) => /^\s*(Locator|Expected|Received)\b/.test(text))
    .map((text) => `; ${text.trim().slice(0, 200)}`)
    .join('');
}

/** An error's first line, the test line it stopped on, and the expectation's values. */
function playwrightError(error) {
  if (!error) return '';
  const at = error.location ? ` (at ${path.basename(error.location.file)}:${error.location.line})` : '';
  return `${firstLine(error.message)}${at}${expectationLines(error.message)}`;
}

/** Titles of the tests whose outcome was 'unexpected', from Playwright's nested suites. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) =>
          failure(`${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`, playwrightError(test.results?.at(-1)?.errors?.[0])),
        ),
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
    command: bin('vitest'),
    args: ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    count: (code) => vitestCounts(report, code),
  };
}

const e2eReport = path.join(RUNS, 'e2e.json');
const typecheck = { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'], count: single };
const lint = { name: 'lint', command: npm, args: ['run', '--silent', 'lint'], count: single };
const build = { name: 'build', command: bin('vite'), args: ['build', '--logLevel', 'warn'], count: single };
const e2e = {
  name: 'e2e',
  command: bin('playwright'),
  args: ['test', '--reporter=list,json', '--pass-with-no-tests'],
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
  count: (code) => playwrightCounts(e2eReport, code),
};
/**
 * CI installs without running install scripts (.ci/run) and has better-sqlite3 compiled here,
 * from source as no prebuilt binary can be fetched: a minute and a half on one core, beside the
 * checks that do not load it. The stages that do wait for it.
 */
const nativeBuild = process.env.LOTLINE_BUILD_NATIVE
  ? [{ name: 'native build', command: npm, args: ['rebuild', 'better-sqlite3'], count: single }]
  : [];
const needsNative = (stage) => ({ ...stage, needs: nativeBuild });

const apiOnPostgres = process.env.TEST_DATABASE_URL ? [vitestStage('api (postgres)', 'api', { ...process.env, TEST_DB: 'postgres' })] : [];

/**
 * The stages before the browser tests run two at a time, each as soon as another ends and
 * what it needs is done: first what needs nothing, then the longest, so none is left running
 * alone at the end. On two cores a single-threaded checker leaves one idle, and the
 * PostgreSQL run waits on the database much of the time. The browser tests then run alone,
 * on the build made before them.
 */
const SIDE_BY_SIDE = 2;
const beforeBrowser = [
  ...nativeBuild,
  lint,
  typecheck,
  ...[...apiOnPostgres, vitestStage('api (sqlite)', 'api', withoutTestDb), vitestStage('unit', 'unit', withoutTestDb)].map(needsNative),
  build,
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only.');
}

const began = Date.now();
const clock = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;
const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** CPU time the machine has spent so far, busy and in all, over every core. */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Runs a stage; alone, its output goes to the terminal as it comes, beside others to a log printed when it ends. */
async function runStage(stage, alone) {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const options = { env: stage.env ?? process.env };
  let code;
  if (alone) {
    console.log(`\n=== ${stage.name} ${'='.repeat(Math.max(0, 60 - stage.name.length))} (at ${clock()})`);
    code = await run(stage.command, stage.args, options);
  } else {
    console.log(`--- ${stage.name}: started at ${clock()}`);
    const log = path.join(RUNS, `${slug(stage.name)}.log`);
    code = await runToFile(stage.command, stage.args, log, options);
    console.log(`\n=== ${stage.name} ${'='.repeat(Math.max(0, 60 - stage.name.length))} (ended at ${clock()})`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
  }
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = cpuTimes();
  // How busy the machine was while the stage ran: below 100%, more could run beside it.
  const busy = Math.round((100 * (cpuAfter.busy - cpuBefore.busy)) / Math.max(1, cpuAfter.total - cpuBefore.total));
  console.log(`--- ${stage.name}: exit code ${code}, ${seconds.toFixed(1)} s, CPUs ${busy}% busy`);
  return { name: stage.name, seconds, busy, ...stage.count(code) };
}

/** Runs `stages` at most `slots` at a time, in order, each once its `needs` have ended; results in the order of `stages`. */
async function runSideBySide(stages, slots) {
  const waiting = [...stages];
  const results = new Map();
  let stageEnded;
  let anotherEnds = new Promise((resolve) => (stageEnded = resolve));
  const slot = async () => {
    while (waiting.length > 0) {
      const next = waiting.findIndex((stage) => (stage.needs ?? []).every((need) => results.has(need)));
      if (next === -1) {
        await anotherEnds;
        continue;
      }
      const [stage] = waiting.splice(next, 1);
      results.set(stage, await runStage(stage, false));
      stageEnded();
      anotherEnds = new Promise((resolve) => (stageEnded = resolve));
    }
  };
  await Promise.all(Array.from({ length: slots }, slot));
  return stages.map((stage) => results.get(stage));
}

const results = [...(await runSideBySide(beforeBrowser, SIDE_BY_SIDE)), await runStage(e2e, true)];

const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`\n=== summary ${'='.repeat(53)} (${clock()} in all)`);
for (const r of results) {
  const verdict = r.failed > 0 ? 'FAIL' : 'ok  ';
  const note = r.note ? `  (${r.note})` : '';
  console.log(
    `${verdict} ${r.name.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s  CPUs ${String(r.busy).padStart(3)}% busy${note}`,
  );
}
// CI keeps only the tail of the log, so what failed, and why in a line, is repeated here.
for (const r of results) {
  for (const failure of r.failures ?? []) console.log(`  failed in ${r.name}: ${failure}`);
}
const line = `${total.passed} passed, ${total.failed} failed`;
fs.writeFileSync(path.join(RUNS, 'summary.txt'), `${line}\n`);
console.log(line);
process.exitCode = total.failed > 0 ? 1 : 0;
