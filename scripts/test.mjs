// `npm test`: every suite (unit and API on PGlite, then end-to-end in Chromium against the
// production build), ending with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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

const vitestStatus = run([
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest-results.json',
]);
const vitest = readJson('.tmp/vitest-results.json');

let buildStatus = run(['scripts/build.mjs']);
let e2eStatus = 1;
let e2e;
if (buildStatus === 0) {
  e2eStatus = run(['node_modules/@playwright/test/cli.js', 'test']);
  e2e = readJson('.tmp/playwright-results.json');
}

const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (e2e?.stats?.unexpected ?? 0) +
  (e2e?.stats?.flaky ?? 0) +
  (vitest ? 0 : 1) +
  (buildStatus === 0 && e2e ? 0 : 1);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus === 0 && buildStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
