// `npm run bench`: figures for the production build on this machine. Prints, does not assert:
// shared machines are noisy, so budgets are read by people, not by the test suite.
//   node scripts/bench.mjs [--duration=5] [--only=pglite|postgres] [--scenarios=bookings,...]
//     [--profile]   the server runs under V8's profiler; where its time went is printed at the end
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import autocannon from 'autocannon';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { startServer as startBenchServer } from './bench-server.mjs';
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

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

const isoDaysFromToday = (days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

/**
 * A salon with a history (issue 16): about two years of bookings for the seeded team (three a day
 * each, six days a week; past ones completed or cancelled, the next 12 weeks confirmed), the newer
 * members' weekly patterns (seeded), training afternoons every fortnight and a week's holiday each,
 * and closures past and to come. Plain SQL, so one text fills both engines.
 */
const DIARY_SQL = `
insert into "user" (id, name, email, email_verified) values
  ('bench-diary', 'Bench Diary', 'bench-diary@example.com', true);
insert into clients (user_id) values ('bench-diary');
insert into appointments (client_id, user_id, service_id, professional_id, assigned_professional_id,
  starts_at, ends_at, blocked_until, total_price_pence, status)
select (select id from clients where user_id = 'bench-diary'), 'bench-diary', team.service, team.id, team.id, start, start + interval '60 minutes',
  start + interval '60 minutes', 5000,
  (case when start > now() then 'confirmed' when random() < 0.1 then 'cancelled' else 'completed' end)::appointment_status
from (
  select p.id, (select ps.service_id from professional_services ps where ps.professional_id = p.id
    order by ps.service_id limit 1) as service from professionals p
) team,
lateral (
  select (day::date + slot) at time zone 'Europe/London' as start
  from generate_series(current_date - 730, current_date + 84, interval '1 day') day,
    unnest(array[time '10:00', time '14:00', time '16:30']) slot
  where extract(isodow from day) <> 7
) starts
where team.service is not null;
insert into time_off (professional_id, kind, starts_at, ends_at, all_day, note)
select p.id, 'training', (day::date + time '14:00') at time zone 'Europe/London',
  (day::date + time '17:00') at time zone 'Europe/London', false, 'Product training'
from professionals p, generate_series(current_date - 365, current_date + 90, interval '14 days') day;
insert into time_off (professional_id, kind, starts_at, ends_at, all_day, note)
select p.id, 'holiday', (current_date + 20 + 7 * p.sort_order)::timestamp at time zone 'Europe/London',
  (current_date + 27 + 7 * p.sort_order)::timestamp at time zone 'Europe/London', true, 'Holiday'
from professionals p;
insert into closures (starts_on, ends_on, reason) values
  (current_date - 340, current_date - 336, 'Closed for Christmas'),
  (current_date - 120, current_date - 120, 'Closed for staff training'),
  (current_date + 30, current_date + 30, 'Closed for staff training'),
  (current_date + 55, current_date + 57, 'Closed for refurbishment');
`;

const DIARY_COUNTS = `select
  (select count(*) from appointments)::int as appointments,
  (select count(*) from time_off)::int as time_off,
  (select count(*) from closures)::int as closures,
  (select count(*) from working_intervals)::int as working_intervals,
  (select count(*) from professional_services)::int as mapping`;

/** Fills the diary of a server's database: PGlite's files while it is stopped, PostgreSQL live. */
async function withRealisticDiary(server, env) {
  let counts;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(DIARY_SQL);
    counts = (await client.query(DIARY_COUNTS)).rows[0];
    await client.end();
  } else {
    await server.stop({ keepData: true });
    const db = await PGlite.create(join(server.dataDir, 'pglite'), { extensions: { btree_gist } });
    await db.exec(DIARY_SQL);
    counts = (await db.query(DIARY_COUNTS)).rows[0];
    await db.close();
    server = await startServer(env, server.dataDir);
  }
  console.log(
    `  diary: ${counts.appointments} appointments, ${counts.time_off} time off, ${counts.closures} closures, ${counts.working_intervals} pattern intervals, ${counts.mapping} professional-service pairs`,
  );
  return server;
}

/**
 * An administrator's session: an account signed up and in like the clients, granted the right with
 * the CLI (`npm run admin:grant`) as the owner does.
 */
async function adminCookie(server, env) {
  const [cookie] = await signedInClients(server, 1);
  const me = await (await fetch(`${server.base}/api/me`, { headers: { cookie } })).json();
  const granted = spawnSync(
    process.execPath,
    ['dist/server/cli.js', 'grant', (me.user ?? me).email],
    {
      env: { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    },
  );
  if (granted.status !== 0) throw new Error(`grant failed: ${granted.stderr}`);
  return cookie;
}

/** The workload's request kinds; each one is measured alone and then all mixed together. */
async function scenarios(server, env) {
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
  const admin =
    !SCENARIOS || SCENARIOS.includes('insights') ? await adminCookie(server, env) : undefined;
  const staticFiles = readdirSync('dist/client/assets').map((f) => ({
    path: `/assets/${f}`,
    size: statSync(join('dist/client/assets', f)).size,
  }));
  const json = (body) => JSON.stringify(body);
  // An 18+ treatment needs a date of birth; the form asks for it when the profile has none.
  const bookingBody = (service) => ({
    serviceId: service.id,
    date: pick(dates),
    time: pick(times),
    ...(service.adultsOnly ? { dateOfBirth: '1990-01-01' } : {}),
  });
  return {
    staticFiles,
    list: [
      {
        // The reference: the app's own static asset of about 2.7 KB.
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
        questions: bookable.flatMap((service) =>
          ['', ...(service.professionalIds ?? [])].flatMap((professional) =>
            dates.map(
              (date) =>
                `/api/availability?service=${service.id}&professional=${professional}&date=${date}`,
            ),
          ),
        ),
        requests: [
          {
            path: `/api/availability?service=${bookable[0].id}&date=${dates[0]}`,
            setupRequest: (req) => {
              // A service, and its 'No preference' or one of the professionals who perform it.
              const service = pick(bookable);
              const professional = pick(['', ...(service.professionalIds ?? [])]);
              return {
                ...req,
                path: `/api/availability?service=${service.id}&professional=${professional}&date=${pick(dates)}`,
              };
            },
          },
        ],
      },
      {
        name: 'availability month',
        questions: bookable.flatMap((service) =>
          ['', ...(service.professionalIds ?? [])].flatMap((professional) =>
            [...new Set(dates.map((d) => d.slice(0, 7)))].map(
              (month) =>
                `/api/availability/days?service=${service.id}&professional=${professional}&month=${month}`,
            ),
          ),
        ),
        requests: [
          {
            path: `/api/availability/days?service=${bookable[0].id}&month=${dates[0].slice(0, 7)}`,
            setupRequest: (req) => {
              const service = pick(bookable);
              const professional = pick(['', ...(service.professionalIds ?? [])]);
              return {
                ...req,
                path: `/api/availability/days?service=${service.id}&professional=${professional}&month=${pick(dates).slice(0, 7)}`,
              };
            },
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
              // Services with a deposit go through a payment first (decision 028), which the
              // production build without Stripe refuses with a 503: booked outright ones only.
              body: json(bookingBody(pick(bookable.filter((s) => s.depositPence === null)))),
            }),
          },
        ],
      },
      {
        // The Insights tab's answer over the seeded history: this year by month, and the longest
        // custom period (two years, the whole history) by month.
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

function run(base, requests, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: DURATION,
        requests,
        headers: { 'accept-encoding': ENCODINGS },
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
  `  ${label.padEnd(22)} ${String(connections).padStart(4)}  ${String(Math.round(r.requests.average)).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  max ${r.latency.max} ms  ${statuses(r)}`;

async function benchDatabase(label, env) {
  let server = await startServer(env);
  try {
    console.log(`\n${label}: ${server.base}, ${DURATION} s per run, autocannon on loopback`);
    server = await withRealisticDiary(server, env);
    console.log('  scenario                conns      rate            p50           p99');
    const { list, staticFiles } = await scenarios(server, env);
    const chosen = list.filter((s) => !SCENARIOS || SCENARIOS.some((k) => s.name.startsWith(k)));
    const verdicts = [];
    for (const scenario of chosen) {
      // The static file closest in size to this scenario's answer: the upper bound here.
      // One request as the scenario makes them (a booking is built by its setupRequest).
      const base = scenario.requests[0];
      const first = base.setupRequest ? base.setupRequest({ ...base }) : base;
      const sample = await fetch(server.base + first.path, {
        method: first.method ?? 'GET',
        body: first.body,
        headers: { 'accept-encoding': 'identity', ...first.headers },
      });
      if (sample.status >= 500 || sample.status === 401)
        throw new Error(`${scenario.name}: ${sample.status} ${await sample.text()}`);
      const size = (await sample.arrayBuffer()).byteLength;
      const twin = staticFiles.reduce((a, b) =>
        Math.abs(b.size - size) < Math.abs(a.size - size) ? b : a,
      );
      // The runtime's limit: the same bytes the app sends, from a bare node:http server. Each path
      // of the scenario gets its own answer (the pages differ in size); a request built per call
      // (a booking) gets the first one's.
      const answers = {};
      for (const request of scenario.requests) {
        const sent = request.setupRequest ? request.setupRequest({ ...request }) : request;
        answers[sent.path] ??= await rawAnswer(server.base + sent.path, {
          method: sent.method ?? 'GET',
          body: sent.body,
          headers: { 'accept-encoding': ENCODINGS, ...sent.headers },
        });
      }
      const bare = await startBareServer(answers);
      const bareRequests = scenario.requests.map((request) => ({
        path: request.setupRequest ? first.path : request.path,
      }));
      try {
        // A warm-up run of the same length, not counted: steady state is what is compared (the
        // first asking of each question is the cold figure, printed too).
        const cold = await run(server.base, scenario.requests, 50);
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
        for (const connections of [50, 200]) {
          const app = await run(server.base, scenario.requests, connections);
          console.log(row(scenario.name, connections, app));
          console.log(
            row(
              `  static ${kb(twin.size)}`,
              connections,
              await run(server.base, [{ path: twin.path }], connections),
            ),
          );
          const limit = await run(bare.base, bareRequests, connections);
          console.log(row('  bare node:http', connections, limit));
          const share = app.requests.average / limit.requests.average;
          const p99 = app.latency.p99 / Math.max(limit.latency.p99, 1);
          console.log(
            `  ${''.padEnd(22)} ${String(connections).padStart(4)}  ${(share * 100).toFixed(0).padStart(5)} % of bare   p99 ${p99.toFixed(1)}× bare`,
          );
          if (connections === 50 && scenario.target)
            verdicts.push({ name: scenario.name, share, p99, target: scenario.target });
        }
      } finally {
        await bare.stop();
      }
    }
    if (verdicts.length > 0)
      console.log('\n  targets at 50 connections (share of bare node:http, p99 within 3×)');
    for (const v of verdicts) {
      const ok = v.share >= v.target && v.p99 <= 3;
      console.log(
        `  ${v.name.padEnd(22)} ${(v.share * 100).toFixed(0).padStart(4)} % (target ${v.target * 100} %)  p99 ${v.p99.toFixed(1)}×  ${ok ? 'met' : 'NOT MET'}`,
      );
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
