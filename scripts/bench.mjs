// `npm run bench`: figures for the production build on this machine. Prints, does not assert:
// shared machines are noisy, so budgets are read by people, not by the test suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const JS_BUDGET_BYTES = 200 * 1024;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy');
}

/** Bytes a browser downloads for the home page's scripts and styles, per encoding. */
async function homePageWeight(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const assets = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.set(response.url(), type);
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  await browser.close();

  const totals = {
    script: { raw: 0, gzip: 0, br: 0, files: 0 },
    stylesheet: { raw: 0, gzip: 0, br: 0, files: 0 },
  };
  for (const [url, type] of assets) {
    const sizes = {};
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
      sizes[encoding] = Number(response.headers.get('content-length'));
      await response.arrayBuffer();
    }
    totals[type].raw += sizes.identity;
    totals[type].gzip += sizes.gzip;
    totals[type].br += sizes.br;
    totals[type].files += 1;
  }
  return totals;
}

function load(url, connections, duration = 10) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

ensureChromium();
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth(base);
  console.log(`\nBench on ${base} (PGlite, production build), ${new Date().toISOString()}`);

  const weight = await homePageWeight(base);
  console.log('\nHome page, first load');
  for (const [label, t] of [
    ['JavaScript', weight.script],
    ['CSS', weight.stylesheet],
  ]) {
    console.log(
      `  ${label.padEnd(10)} ${String(t.files).padStart(2)} files  raw ${kb(t.raw).padStart(9)}  gzip ${kb(t.gzip).padStart(8)}  brotli ${kb(t.br).padStart(8)}`,
    );
  }
  const verdict = weight.script.gzip <= JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  JS budget: ${kb(weight.script.gzip)} gzip of ${kb(JS_BUDGET_BYTES)} (${verdict} budget)`,
  );

  console.log('\nGET /api/catalogue under load (10 s each, autocannon on loopback)');
  for (const connections of [10, 50]) {
    const result = await load(`${base}/api/catalogue`, connections);
    const errors = result.errors + result.non2xx;
    console.log(
      `  ${String(connections).padStart(3)} connections: ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
