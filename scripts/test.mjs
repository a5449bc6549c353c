// `npm test`: every suite (unit, API and components on PGlite, the API again on the PostgreSQL server, then
// end-to-end in Chromium against the production build), ending with one "N passed, N failed" line.
// The API tests run on both engines because the race tests only race on PostgreSQL, where
// requests really run at once: a green run says something about concurrency.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

mkdirSync('.tmp', { recursive: true });
ensureChromium();
ensureNginx();
// The operations tests run the app on a PostgreSQL server (several instances, a restart).
process.env.E2E_POSTGRES_URL ??= await ensurePostgres();

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const vitestOn = (engine, env, only = []) => {
  const output = `.tmp/vitest-results-${engine}.json`;
  // An earlier run's results must not stand in for a run that wrote none.
  rmSync(output, { force: true });
  console.log(`\nUnit and API tests on ${engine}`);
  const status = run(
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...only,
    ],
    env,
  );
  return { status, results: readJson(output) };
};
const vitestRuns = [
  vitestOn('PGlite', {}),
  // The components use no database: they run in the first pass only.
  vitestOn('PostgreSQL', { TEST_DATABASE_URL: process.env.E2E_POSTGRES_URL }, ['--project=api']),
];
const vitestStatus = vitestRuns.every((r) => r.status === 0) ? 0 : 1;
const sum = (key) => vitestRuns.reduce((total, r) => total + (r.results?.[key] ?? 0), 0);
const vitestMissing = vitestRuns.filter((r) => !r.results).length;

let buildStatus = run(['scripts/build.mjs']);
let e2eStatus = 1;
let e2e;
if (buildStatus === 0) {
  e2eStatus = run(['node_modules/@playwright/test/cli.js', 'test']);
  e2e = readJson('.tmp/playwright-results.json');
}

const passed = sum('numPassedTests') + (e2e?.stats?.expected ?? 0);
const failed =
  sum('numFailedTests') +
  (e2e?.stats?.unexpected ?? 0) +
  (e2e?.stats?.flaky ?? 0) +
  vitestMissing +
  (buildStatus === 0 && e2e ? 0 : 1);
const skipped = sum('numPendingTests') + (e2e?.stats?.skipped ?? 0);

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus === 0 && buildStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
