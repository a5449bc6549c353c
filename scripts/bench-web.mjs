// `npm run bench:web`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU
// slowdown) on every public page of the production build, and the JavaScript the home page
// downloads on its first load. Prints figures, asserts nothing: shared machines are noisy.
//
//   npm run bench:web                    one Lighthouse run per page
//   npm run bench:web -- --runs 3        the median of three runs per page (by performance)
//   npm run bench:web -- --no-build / --paths /,/servicos / --json out.json
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const PUBLIC_PATHS = [
  '/',
  '/servicos',
  '/tratamentos',
  '/estetica',
  '/barbearia',
  '/blog',
  '/blog/tendencias-coloracao-2025',
  '/blog/cuidados-pele-verao',
  '/blog/nail-art-tecnicas-inspiracoes',
  '/blog/sobrancelhas-perfeitas',
  '/sobre-nos',
  '/contato',
  '/book',
  '/termos-de-uso',
  '/politica-de-privacidade',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const HOME_JS_BUDGET_KB = 150;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    paths: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);
const paths = options.paths ? options.paths.split(',') : PUBLIC_PATHS;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy');
}

/** Gzipped bytes of the same-origin scripts a Lighthouse run saw the page download. */
async function scriptWeight(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(base),
  );
  let gzip = 0;
  let transferred = 0;
  for (const item of scripts) {
    const response = await fetch(item.url, { headers: { 'Accept-Encoding': 'gzip' } });
    const body = await response.arrayBuffer();
    gzip += Number(response.headers.get('content-length')) || body.byteLength;
    transferred += item.transferSize ?? 0;
  }
  return { files: scripts.length, gzip, transferred };
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

ensureChromium();
if (!options['no-build']) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-web-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome;
const results = [];
try {
  await waitForHealth(base);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const path of paths) {
    const url = `${base}${path}`;
    // Warm the server's page cache, as a live site would be.
    await (await fetch(url)).arrayBuffer();
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      reports.push(lhr);
    }
    const perf = median(reports.map((lhr) => score(lhr, 'performance')));
    const lhr = reports.find((report) => score(report, 'performance') === perf);
    const row = {
      path,
      ...Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])),
      fcp: ms(lhr, 'first-contentful-paint'),
      lcp: ms(lhr, 'largest-contentful-paint'),
      tbt: ms(lhr, 'total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      si: ms(lhr, 'speed-index'),
      failing: Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
        .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      warnings: [
        ...(lhr.runWarnings ?? []),
        ...(lhr.runtimeError
          ? [`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`]
          : []),
      ],
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
    if (path === '/') row.js = await scriptWeight(lhr, base);
    results.push(row);
    const flag = (category) => (row[category] >= TARGETS[category] ? ' ' : '!');
    console.log(
      `${path.padEnd(38)} perf ${String(row.performance).padStart(3)}${flag('performance')} ` +
        `a11y ${String(row.accessibility).padStart(3)}${flag('accessibility')} ` +
        `bp ${String(row['best-practices']).padStart(3)}${flag('best-practices')} ` +
        `seo ${String(row.seo).padStart(3)}${flag('seo')}  ` +
        `FCP ${row.fcp} LCP ${row.lcp} TBT ${row.tbt} CLS ${row.cls} SI ${row.si}` +
        (row.failing.length ? `  failing: ${row.failing.join(', ')}` : ''),
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const home = results.find((row) => row.path === '/');
console.log('');
console.log(
  '| Route | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of results) {
  console.log(
    `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} |`,
  );
}
if (home?.js) {
  console.log('');
  console.log(
    `Home page first load: ${home.js.files} scripts, ${kb(home.js.gzip)} gzipped ` +
      `(${kb(home.js.transferred)} as transferred); budget ${HOME_JS_BUDGET_KB} KB gzipped.`,
  );
}
const benchmark = results.find((row) => row.benchmarkIndex)?.benchmarkIndex;
if (benchmark) console.log(`Lighthouse benchmark index of this machine: ${Math.round(benchmark)}`);
const warnings = [...new Set(results.flatMap((row) => row.warnings ?? []))];
for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
console.log(`Runs per page: ${runs}${runs > 1 ? ' (median by performance score)' : ''}`);
if (options.json)
  writeFileSync(
    options.json,
    JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2),
  );
