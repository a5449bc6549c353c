// `npm run bench`: figures for the production build on this machine. Prints, does not assert:
// shared machines are noisy, so budgets are read by people, not by the test suite. Every rate is
// measured beside its own bound in the same run (the machine's speed drifts): a bare node:http
// server answering the same bytes and, for one path, nginx serving them, all driven by wrk
// (issue 28), installed with nginx when missing.
//   node scripts/bench.mjs [--duration=5] [--only=pglite|postgres] [--connections=50,200]
//     [--scenarios=static,public,catalogue,availability,bookings,day,insights,contact,mixed,
//                  bookings-sql,back-office,live]
//     [--profile]   the server runs under V8's profiler; where its time went is printed at the end
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { adminCookie, inBatches, randomAddress, signedInAccounts } from './bench-accounts.mjs';
import { benchBackOffice } from './bench-back-office.mjs';
import { benchBookingsSql } from './bench-bookings-sql.mjs';
import { fillDiary, withRealisticDiary } from './bench-diary.mjs';
import { benchLive } from './bench-live.mjs';
import { benchMixed } from './bench-mixed.mjs';
import { nginxServingFile } from './bench-nginx.mjs';
import { startServer as startBenchServer } from './bench-server.mjs';
import {
  AUTH_SECRET,
  bookingChoices,
  bookingRequests,
  copyOf,
  prepareBase,
} from './bench-traffic.mjs';
import { answers, ensureLoadTools, wrk } from './bench-wrk.mjs';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const JS_BUDGET_BYTES = 150 * 1024;
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? true]),
);
const DURATION = Number(args.duration ?? 5);
const CONNECTIONS = String(args.connections ?? '50')
  .split(',')
  .map(Number);
const SCENARIOS = typeof args.scenarios === 'string' ? args.scenarios.split(',') : undefined;
const wanted = (name) => !SCENARIOS || SCENARIOS.some((k) => name.startsWith(k));
// Each client may book 20 times an hour (the booking rate limit): enough of them that the
// bookings measured are real attempts (booked, or refused because the slot was taken), not 429s.
const BOOKING_CLIENTS = Math.max(40, Math.ceil(DURATION * 20));
const THREADS = 2;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const isoDaysFromToday = (days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const startServer = (env, reuseDataDir) =>
  startBenchServer(env, { reuseDataDir, profile: Boolean(args.profile) });

/** Bytes a browser downloads for the home page's scripts and styles, per encoding. */
async function homePageWeight(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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
    for (const [key, encoding] of [
      ['raw', 'identity'],
      ['gzip', 'gzip'],
      ['br', 'br'],
    ]) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
      totals[type][key] += Number(response.headers.get('content-length'));
      await response.arrayBuffer();
    }
    totals[type].files += 1;
  }
  return totals;
}

/**
 * The workload's request kinds, each a list wrk sends in turn (a random choice per request is
 * drawn here, ahead). `bound`: a bare server answers the same bytes; with one path, nginx too.
 */
async function scenarios(server, accounts, admin) {
  const choices = await bookingChoices(server.base, 30);
  const wide = { ...choices, dates: (await bookingChoices(server.base, 80)).dates };
  const staticFiles = readdirSync('dist/client/assets').map((f) => ({
    path: `/assets/${f}`,
    size: statSync(join('dist/client/assets', f)).size,
  }));
  const question = (kind) => {
    const service = pick(wide.bookable);
    const professional = pick(['', ...(service.professionalIds ?? [])]);
    const date = pick(wide.dates);
    return kind === 'day'
      ? `/api/availability?service=${service.id}&professional=${professional}&date=${date}`
      : `/api/availability/days?service=${service.id}&professional=${professional}&month=${date.slice(0, 7)}`;
  };
  const every = (kind) =>
    wide.bookable.flatMap((service) =>
      ['', ...(service.professionalIds ?? [])].flatMap((professional) =>
        (kind === 'day' ? wide.dates : [...new Set(wide.dates.map((d) => d.slice(0, 7)))]).map(
          (when) =>
            kind === 'day'
              ? `/api/availability?service=${service.id}&professional=${professional}&date=${when}`
              : `/api/availability/days?service=${service.id}&professional=${professional}&month=${when}`,
        ),
      ),
    );
  return [
    {
      // The issue's reference: the app's own static asset of about 2.7 KB.
      name: 'static asset',
      target: 0.7,
      requests: [
        {
          path: staticFiles.reduce((a, b) =>
            Math.abs(b.size - 2765) < Math.abs(a.size - 2765) ? b : a,
          ).path,
        },
      ],
    },
    {
      name: 'public pages',
      target: 0.5,
      requests: [{ path: '/' }, { path: '/servicos' }, { path: '/blog' }],
    },
    { name: 'catalogue API', target: 0.6, requests: [{ path: '/api/catalogue' }] },
    {
      name: 'availability',
      target: 0.4,
      // Every question the scenario can ask, asked once before the measured runs.
      questions: every('day'),
      requests: Array.from({ length: 1000 }, () => ({ path: question('day') })),
    },
    {
      name: 'availability month',
      questions: every('month'),
      requests: Array.from({ length: 1000 }, () => ({ path: question('month') })),
    },
    {
      name: 'bookings',
      statuses: true,
      // Only built when the bookings are measured: other runs sign no clients in.
      requests: accounts.length > 0 ? bookingRequests(choices, accounts, 3000) : [],
    },
    {
      // The calendar grid's answer for one day (issue 30): every professional's column, working
      // hours, time off and appointments, over the busiest dates the booking scenario uses.
      name: 'day view (admin)',
      requests: choices.dates.slice(0, 5).map((date) => ({
        path: `/api/admin/appointments/day?date=${date}`,
        headers: { cookie: admin },
      })),
    },
    {
      // The Insights tab's answer over the diary: this year by month, and the longest custom
      // period (two years, the whole history) by month.
      name: 'insights (admin)',
      requests: [
        { path: '/api/admin/insights?period=this_year', headers: { cookie: admin } },
        {
          path: `/api/admin/insights?period=custom&from=${isoDaysFromToday(-729)}&to=${isoDaysFromToday(0)}`,
          headers: { cookie: admin },
        },
      ],
    },
    {
      name: 'contact messages',
      statuses: true,
      requests: Array.from({ length: 2000 }, (_, i) => ({
        method: 'POST',
        path: '/api/contact',
        headers: { 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({
          name: 'Bench',
          email: `bench-${i}-${Date.now()}@example.com`,
          subject: 'Booking',
          message: 'A message sent by the load test.',
        }),
      })),
    },
  ];
}

/** One answer exactly as the app sent it: status, headers and the (compressed) bytes. */
function rawAnswer(url, { method, body, headers }) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const flat = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i];
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name))
            flat.push(name, res.rawHeaders[i + 1]);
        }
        resolve({
          status: res.statusCode,
          headers: flat,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A bare node:http server answering each path with its answer's bytes, in its own process. */
async function startBareServer(answers) {
  const file = join(mkdtempSync(join(tmpdir(), 'salon-bare-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['scripts/bench-bare-server.mjs', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (data) => {
      const match = /listening (\d+)/.exec(String(data));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const ENCODINGS = 'gzip, br';
const HEADERS = { 'accept-encoding': ENCODINGS };

const row = (label, connections, r) =>
  `  ${label.padEnd(24)} ${String(connections).padStart(4)}  ${String(Math.round(r.rate)).padStart(7)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  max ${r.max} ms  ${answers(r)}`;

/** Each scenario: once unmeasured (cold), then at each connection count beside its bounds. */
async function runScenarios(label, server, list) {
  console.log(
    `\n${label}: ${server.base}, ${DURATION} s per run, wrk (${THREADS} threads) on loopback`,
  );
  console.log('  scenario                 conns     rate              p50          p99');
  const verdicts = [];
  for (const scenario of list) {
    const first = scenario.requests[0];
    const sample = await fetch(server.base + first.path, {
      method: first.method ?? 'GET',
      body: first.body,
      headers: {
        'accept-encoding': 'identity',
        'content-type': 'application/json',
        ...first.headers,
      },
    });
    if (sample.status >= 500 || sample.status === 401)
      throw new Error(`${scenario.name}: ${sample.status} ${await sample.text()}`);
    await sample.arrayBuffer();
    // The runtime's limit: the same bytes the app sends, from a bare node:http server. Each path
    // of the scenario gets its own answer; requests built per call share the first one's.
    const answered = {};
    const distinct = scenario.requests.length <= 3 ? scenario.requests : [first];
    for (const request of distinct)
      answered[request.path] ??= await rawAnswer(server.base + request.path, {
        method: request.method ?? 'GET',
        body: request.body,
        headers: { ...HEADERS, 'content-type': 'application/json', ...request.headers },
      });
    const bareRequests = distinct.map((r) => ({ path: r.path }));
    const bare = await startBareServer(answered);
    // One GET path: nginx serves the same bytes too, so the generator's own limit shows.
    const single =
      scenario.requests.length === 1 && !first.method ? answered[first.path] : undefined;
    const headerOf = (name) =>
      single?.headers[
        single.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name) + 1
      ];
    const options = (connections) => ({
      connections,
      duration: DURATION,
      threads: THREADS,
      headers: HEADERS,
      statuses: scenario.statuses,
    });
    let nginx;
    try {
      nginx = single
        ? await nginxServingFile(first.path.split('?')[0], Buffer.from(single.body, 'base64'), {
            'content-type': headerOf('content-type'),
            'content-encoding': headerOf('content-encoding'),
          })
        : undefined;
      const cold = await wrk(server.base, scenario.requests, options(50));
      console.log(row(`${scenario.name} (cold)`, 50, cold));
      if (scenario.questions) {
        const started = performance.now();
        await inBatches(scenario.questions, (path) =>
          fetch(server.base + path).then((r) => r.arrayBuffer()),
        );
        console.log(
          `  ${scenario.name}: each of its ${scenario.questions.length} questions asked once (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      for (const connections of CONNECTIONS) {
        const app = await wrk(server.base, scenario.requests, options(connections));
        console.log(row(scenario.name, connections, app));
        const limit = await wrk(bare.base, bareRequests, {
          ...options(connections),
          statuses: false,
        });
        console.log(row('  bare node:http', connections, limit));
        const c = nginx
          ? await wrk(nginx.base, bareRequests, { ...options(connections), statuses: false })
          : undefined;
        if (c) console.log(row('  nginx, same bytes', connections, c));
        const share = app.rate / limit.rate;
        const p99 = app.p99 / Math.max(limit.p99, 0.1);
        console.log(
          `  ${''.padEnd(24)} ${String(connections).padStart(4)}  ${(share * 100).toFixed(0).padStart(5)} % of bare   p99 ${p99.toFixed(1)}× bare${c ? `   bare at ${((limit.rate / c.rate) * 100).toFixed(0)} % of nginx` : ''}`,
        );
        if (connections === CONNECTIONS[0])
          verdicts.push({
            name: scenario.name,
            app,
            limit,
            nginx: c,
            share,
            p99,
            target: scenario.target,
          });
      }
    } finally {
      await bare.stop();
      await nginx?.stop();
    }
  }
  const targets = verdicts.filter((v) => v.target);
  if (targets.length > 0)
    console.log(
      `\n  targets at ${CONNECTIONS[0]} connections (share of bare node:http, p99 within 3×)`,
    );
  for (const v of targets) {
    const ok = v.share >= v.target && v.p99 <= 3;
    console.log(
      `  ${v.name.padEnd(22)} ${(v.share * 100).toFixed(0).padStart(4)} % (target ${v.target * 100} %)  p99 ${v.p99.toFixed(1)}×  ${ok ? 'met' : 'NOT MET'}`,
    );
  }
  return verdicts;
}

async function benchPglite() {
  let server = await startServer({});
  try {
    server = await withRealisticDiary(server, {}, startServer);
    const list = [];
    const accounts = wanted('bookings') ? await signedInAccounts(server, BOOKING_CLIENTS) : [];
    const admin = wanted('insights') || wanted('day') ? await adminCookie(server, {}) : undefined;
    for (const s of await scenarios(server, accounts, admin)) if (wanted(s.name)) list.push(s);
    return await runScenarios('PGlite (embedded)', server, list);
  } finally {
    await server.stop();
  }
}

async function benchPostgres(serverUrl) {
  const results = {};
  const base = await prepareBase(serverUrl, {
    clients: BOOKING_CLIENTS,
    fillDiary,
    log: console.log,
  });
  try {
    const list = (s) => s.filter((x) => wanted(x.name));
    const copy = await copyOf(serverUrl, base.name);
    try {
      const server = await startServer({ DATABASE_URL: copy.url, AUTH_SECRET });
      try {
        const chosen = list(await scenarios(server, base.accounts, base.adminSession));
        if (chosen.length > 0) results.scenarios = await runScenarios('PostgreSQL', server, chosen);
      } finally {
        await server.stop();
      }
    } finally {
      await copy.drop();
    }
    if (wanted('mixed'))
      results.mixed = await benchMixed(serverUrl, base, {
        duration: DURATION,
        log: console.log,
        profile: Boolean(args.profile),
      });
    if (wanted('live')) results.live = await benchLive(serverUrl, base, { log: console.log });
    if (wanted('bookings-sql'))
      results.bookings = await benchBookingsSql(serverUrl, base, {
        duration: DURATION,
        log: console.log,
        profile: Boolean(args.profile),
      });
  } finally {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${base.name} with (force)`);
    await admin.end();
  }
  if (wanted('back-office'))
    results.backOffice = await benchBackOffice(serverUrl, { duration: DURATION });
  return results;
}

const started = performance.now();
ensureChromium();
ensureLoadTools();
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

console.log(`\nBench of the production build, ${new Date().toISOString()}`);
if (!SCENARIOS) {
  const weightServer = await startServer({});
  try {
    const weight = await homePageWeight(weightServer.base);
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
  } finally {
    await weightServer.stop();
  }
}

const perDb = [
  'static',
  'public',
  'catalogue',
  'availability',
  'bookings',
  'day view',
  'insights',
  'contact',
];
if (args.only !== 'postgres' && perDb.some((n) => wanted(n === 'bookings' ? 'bookings' : n)))
  await benchPglite();
if (args.only !== 'pglite') {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? (await ensurePostgres());
  await benchPostgres(serverUrl);
}
console.log(`\nThe bench took ${((performance.now() - started) / 60_000).toFixed(1)} minutes.`);
