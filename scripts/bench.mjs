// `npm run bench`: figures for the production build on this machine. Prints, does not assert:
// shared machines are noisy, so budgets are read by people, not by the test suite.
//   node scripts/bench.mjs [--duration=5] [--only=pglite|postgres] [--scenarios=bookings,...]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const JS_BUDGET_BYTES = 150 * 1024;
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? true]),
);
const DURATION = Number(args.duration ?? 5);
const SCENARIOS = typeof args.scenarios === 'string' ? args.scenarios.split(',') : undefined;
// Each client may book 20 times an hour (the booking rate limit): enough of them that the
// bookings measured are real attempts (booked, or refused because the slot was taken), not 429s.
const BOOKING_CLIENTS = Math.max(25, Math.ceil(DURATION * 60));
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Rosewood-Salon-42';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

async function startServer(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (
      (await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)) === true
    )
      break;
    if (i > 240) throw new Error('The server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

/** Runs `task` over `items`, eight at a time (password hashing keeps both cores busy). */
async function inBatches(items, task) {
  const results = [];
  for (let i = 0; i < items.length; i += 8)
    results.push(...(await Promise.all(items.slice(i, i + 8).map(task))));
  return results;
}

/** Confirmed, signed-in clients (their confirmation links are read from the outbox). */
async function signedInClients(server, count) {
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-${i}-${randomBytes(3).toString('hex')}@example.com`,
  );
  await inBatches(emails, async (email) => {
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': randomAddress(),
        Origin: server.base,
      },
      body: JSON.stringify({ name: 'Bench Client', email, password: PASSWORD, callbackURL: '/' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  });
  const outbox = join(server.dataDir, 'outbox');
  const links = new Map();
  const read = new Set();
  for (let i = 0; links.size < count && i < 1200; i++) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      if (read.has(file)) continue;
      read.add(file);
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const to = mail.to?.value?.[0]?.address;
      const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text ?? '')?.[0];
      if (to && link) links.set(to, link);
    }
    if (links.size < count) await new Promise((r) => setTimeout(r, 250));
  }
  if (links.size < count)
    throw new Error(`only ${links.size} of ${count} confirmation e-mails arrived`);
  return inBatches(emails, async (email) => {
    await fetch(links.get(email), { redirect: 'manual' });
    const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': randomAddress(),
        Origin: server.base,
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
}

function openDates(days) {
  const dates = [];
  for (
    let d = new Date(Date.now() + 86_400_000);
    dates.length < days;
    d = new Date(d.getTime() + 86_400_000)
  ) {
    if (d.getUTCDay() !== 0) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

/** The workload's request kinds; each one is measured alone and then all mixed together. */
async function scenarios(server) {
  const catalogue = await (await fetch(`${server.base}/api/catalogue`)).json();
  const bookable = catalogue.services.filter((s) => s.bookable && s.durationMinutes <= 60);
  const dates = openDates(80);
  // The salon's start times, as the availability API offers them on the first days.
  const slots = new Set();
  for (const date of dates.slice(0, 6)) {
    const url = `${server.base}/api/availability?service=${bookable[0].id}&date=${date}`;
    for (const time of (await (await fetch(url)).json()).times ?? []) slots.add(time);
  }
  const times = [...slots];
  const cookies =
    !SCENARIOS || SCENARIOS.includes('bookings')
      ? await signedInClients(server, BOOKING_CLIENTS)
      : [];
  const staticFiles = readdirSync('dist/client/assets').map((f) => ({
    path: `/assets/${f}`,
    size: statSync(join('dist/client/assets', f)).size,
  }));
  const json = (body) => JSON.stringify(body);
  return {
    staticFiles,
    list: [
      { name: 'public pages', requests: [{ path: '/' }, { path: '/servicos' }, { path: '/blog' }] },
      { name: 'catalogue API', requests: [{ path: '/api/catalogue' }] },
      {
        name: 'availability',
        requests: [
          {
            path: '/api/availability',
            setupRequest: (req) => ({
              ...req,
              path: `/api/availability?service=${pick(bookable).id}&date=${pick(dates)}`,
            }),
          },
        ],
      },
      {
        name: 'bookings',
        requests: [
          {
            method: 'POST',
            path: '/api/appointments',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json', cookie: pick(cookies) },
              body: json({ serviceId: pick(bookable).id, date: pick(dates), time: pick(times) }),
            }),
          },
        ],
      },
      {
        name: 'contact messages',
        requests: [
          {
            method: 'POST',
            path: '/api/contact',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
              body: json({
                name: 'Bench',
                email: `bench-${randomBytes(4).toString('hex')}@example.com`,
                subject: 'Booking',
                message: 'A message sent by the load test.',
              }),
            }),
          },
        ],
      },
    ],
  };
}

function run(base, requests, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: DURATION,
        requests,
        headers: { 'accept-encoding': 'gzip, br' },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Answers by status, e.g. "201 1480 · 409 2210": a refusal is a real answer, but not a booking. */
const statuses = (r) =>
  [
    ...Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => `${code} ${count}`),
    ...(r.errors ? [`errors ${r.errors}`] : []),
  ].join(' · ');

const row = (label, connections, r) =>
  `  ${label.padEnd(22)} ${String(connections).padStart(4)}  ${String(Math.round(r.requests.average)).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ${statuses(r)}`;

async function benchDatabase(label, env) {
  const server = await startServer(env);
  try {
    console.log(`\n${label}: ${server.base}, ${DURATION} s per run, autocannon on loopback`);
    console.log('  scenario                conns      rate            p50           p99');
    const { list, staticFiles } = await scenarios(server);
    const chosen = list.filter((s) => !SCENARIOS || SCENARIOS.some((k) => s.name.startsWith(k)));
    for (const scenario of chosen) {
      // The static file closest in size to this scenario's answer: the upper bound here.
      const sample = await fetch(server.base + scenario.requests[0].path, {
        headers: { 'accept-encoding': 'identity' },
      });
      const size = (await sample.arrayBuffer()).byteLength;
      const twin = staticFiles.reduce((a, b) =>
        Math.abs(b.size - size) < Math.abs(a.size - size) ? b : a,
      );
      for (const connections of [50, 200]) {
        console.log(
          row(scenario.name, connections, await run(server.base, scenario.requests, connections)),
        );
        console.log(
          row(
            `  static ${kb(twin.size)}`,
            connections,
            await run(server.base, [{ path: twin.path }], connections),
          ),
        );
      }
    }
    const mixed = list.flatMap((s) => s.requests);
    for (const connections of SCENARIOS ? [] : [50, 200])
      console.log(row('mixed workload', connections, await run(server.base, mixed, connections)));
  } finally {
    await server.stop();
  }
}

ensureChromium();
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

console.log(`\nBench of the production build, ${new Date().toISOString()}`);
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

if (args.only !== 'postgres') await benchDatabase('PGlite (embedded)', {});
if (args.only !== 'pglite') {
  const name = `salon_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } catch (err) {
    console.log(`\nPostgreSQL: skipped (${err.message}); set BENCH_POSTGRES_URL to a server.`);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
