#!/usr/bin/env node
// `npm test`: lint, typecheck, every unit/integration suite, then a build and the browser suite,
// and (with DATABASE_URL and REDIS_URL) the scale-out topology suite on that build.
// Closes with what failed (from the JSON reports) and one line "Tests: N passed, N failed" summed
// over all vitest runs (", N skipped" when a test was skipped, e.g. by a failed beforeAll).
//
// Two lanes run side by side, because the browser suite spends most of its time waiting (on
// Chromium painting, on renders, on the app's polling) and leaves a core free:
//   browser lane: build → chromium → e2e → (shared steps)
//   main lane:    lint → contract → client → engine → lipsync → server → topology → (shared steps)
// The shared steps (web, then typecheck) go to whichever lane is free first, so neither lane idles
// while the other still has them ahead of it (typecheck is one core's work: run after web in one
// lane, it left the other core idle for a minute at the end). The topology suite waits for the
// build, and runs after the server suite so that no test file drops its PostgreSQL schema while
// the built servers migrate theirs. Each line of output is prefixed with its step's name; a
// table of step times and load averages closes the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-test-'));
const runStarted = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const timings = [];
/** What failed, read from the JSON reports: printed again at the very end, where a log's tail shows it. */
const failedDetails = [];

/** The 1-minute load average, sampled while a step runs: its mean and peak go in the table. */
function loadSampler() {
  const samples = [os.loadavg()[0]];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), 5_000);
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0]);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    return { mean, peak: Math.max(...samples) };
  };
}

/** Steps whose output said a test process died ("Worker exited unexpectedly"). */
const crashedSteps = new Set();

/** Runs one step to its end; resolves true when it exited 0. */
function step(name, cmd, args, opts = {}) {
  const started = Date.now();
  const load = loadSampler();
  console.log(`=== ${name}: started ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...opts.env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${name}] ${line}`);
        if (line.includes('Worker exited unexpectedly')) crashedSteps.add(name);
      });
    }
    const finish = (ok) => {
      const seconds = (Date.now() - started) / 1000;
      const { mean, peak } = load();
      timings.push({ name, ok, seconds, mean, peak });
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on('error', (err) => {
      console.log(`[${name}] ${err.message}`);
      finish(false);
    });
    // 'close' (not 'exit'): every line of output has been read by then.
    child.on('close', (code) => finish(code === 0));
  });
}

async function vitest(name, dir, extra = [], files = []) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = await step(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extra,
      ...files,
    ],
    { cwd: path.join(root, dir) },
  );
  if (!fs.existsSync(out)) return;
  const json = JSON.parse(fs.readFileSync(out, 'utf8'));
  const lost = ok || files.length ? [] : filesOfDeadProcess(name, dir, json);
  if (lost.length) {
    // A test process died under a file (twice in ~10 runs here, each time in another file, every
    // test that ran passing; its cause is not found, see the closing notes): the files it did not
    // finish run once more, loudly, instead of one crash failing every other result.
    console.log(
      `=== ${name}: a test process exited unexpectedly; not run: ${lost.join(', ')}. Running them again ===`,
    );
    failures.splice(failures.indexOf(name), 1);
    crashed.push(`${name}: ${lost.join(', ')}`);
    passed += json.numPassedTests ?? 0;
    await vitest(`${name} again`, dir, extra, lost);
    return;
  }
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  failedDetails.push(...failuresOf(name, json));
}

/** Test processes that died, and the files they left unfinished, for the closing lines. */
const crashed = [];

/**
 * The files a dead test process left unrun: only when the step's output said a worker exited
 * unexpectedly, no test failed, and each such file reported every test pending (never started).
 */
function filesOfDeadProcess(name, dir, json) {
  if (!crashedSteps.has(name) || (json.numFailedTests ?? 0) > 0) return [];
  const files = json.testResults ?? [];
  if (files.some((f) => f.status === 'failed')) return [];
  const lost = files.filter(
    (f) => f.assertionResults?.length && f.assertionResults.every((t) => t.status === 'pending'),
  );
  return [...new Set(lost.map((f) => path.relative(path.join(root, dir), f.name)))];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what it removes.
const plain = (text) => String(text).replace(/\u001b\[[0-9;]*m/g, '');
/** The message and the stack frames of our own code (vitest's and node's frames say nothing). */
const firstLines = (text, n) =>
  plain(text)
    .split('\n')
    .filter((line) => !/node_modules\/|node:internal|new Promise/.test(line))
    .slice(0, n)
    .join('\n      ');

/** Failed tests, and files that failed outside any test (a hook, an import), of one report. */
function failuresOf(stepName, json) {
  const out = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      out.push(
        `[${stepName}] ${where} > ${t.fullName}\n      ${firstLines(t.failureMessages?.[0] ?? '', 8)}`,
      );
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      out.push(
        `[${stepName}] ${where} (outside its tests)\n      ${firstLines(file.message ?? '', 8)}`,
      );
    }
  }
  return out;
}

const only = process.argv.slice(2);
const want = (s) => only.length === 0 || only.includes(s);
const topology = want('topology') && process.env.DATABASE_URL && process.env.REDIS_URL;

let built;
const buildOnce = () => {
  built ??= step('build', 'npm', ['run', 'build']);
  return built;
};

/**
 * Steps either lane may run, in this order, each taken by the first lane free of its own: the
 * web components' suite (jsdom, both cores) first, then type-checking (tsc, one core).
 */
const shared = [
  ...(want('web') ? [() => vitest('web', 'apps/web')] : []),
  ...(want('typecheck') ? [() => step('typecheck', 'npm', ['run', 'typecheck'])] : []),
];
async function sharedSteps() {
  for (let next = shared.shift(); next; next = shared.shift()) await next();
}

async function browserLane() {
  if (!want('e2e')) {
    // The topology suite still needs the build; start it at once, alongside the main lane.
    if (topology) await buildOnce();
  } else if (
    (await buildOnce()) &&
    (await step('chromium', 'bash', ['scripts/ensure-chromium.sh']))
  ) {
    await vitest('e2e', 'e2e');
  }
  await sharedSteps();
}

async function mainLane() {
  if (want('lint')) await step('lint (biome)', 'npx', ['biome', 'check', '.']);
  // npm start's own parts (build stamp, lock, serving) and the benches' goals: seconds, so first.
  if (want('scripts')) await vitest('scripts', 'scripts');
  if (want('contract')) await vitest('contract', 'packages/contract');
  // The public API's typed client: its webhook check and that its generated files match the server.
  if (want('client')) await vitest('client', 'packages/client');
  if (want('engine')) await vitest('engine', 'packages/engine');
  // The lip-sync gate on one clip per actor kind: exits 1 when a mouth figure misses its goal.
  if (want('lipsync')) await step('lipsync', 'npm', ['run', 'bench:lipsync', '--', '--quick']);
  if (want('server')) await vitest('server', 'apps/server');
  // The scale-out topology (separate processes of the built server on PostgreSQL, Redis and S3).
  if (topology && (await buildOnce())) {
    await vitest('topology', 'apps/server', ['--config', 'src/topology/vitest.config.ts']);
  }
  await sharedSteps();
}

await Promise.all([browserLane(), mainLane()]);

if (failedDetails.length) console.log(`\nWhat failed:\n${failedDetails.join('\n')}`);
console.log('\nStep                 result   seconds   load avg (1 min) mean / peak');
for (const t of timings) {
  console.log(
    `${t.name.padEnd(20)} ${(t.ok ? 'ok' : 'FAILED').padEnd(8)} ${t.seconds.toFixed(1).padStart(7)}   ${t.mean.toFixed(1)} / ${t.peak.toFixed(1)}`,
  );
}
console.log(
  `Whole run: ${((Date.now() - runStarted) / 1000).toFixed(1)} s on ${os.cpus().length} cores`,
);
if (crashed.length)
  console.log(`\nA test process died (its files ran again): ${crashed.join('; ')}`);
console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
