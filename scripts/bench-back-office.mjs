// The back office at scale (issue 28): the day view, client search, a client's record and Insights
// for a year on a salon of 12,500 appointments and on one of 1,000,000 (100,000 clients), each
// p50 and p99, and how much each grew. The databases are PostgreSQL templates made once by
// bench-scale-data.mjs and kept between runs (named after the migrations and the generator, so a
// new migration or generator makes new ones); every run works on a copy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { adminCookie } from './bench-accounts.mjs';
import { fillScale, scaleClient } from './bench-scale-data.mjs';
import { startServer } from './bench-server.mjs';
import { wrk } from './bench-wrk.mjs';

export const SIZES = [12_500, 1_000_000];
const CONNECTIONS = 4;

const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

function templateName(size) {
  const hash = createHash('sha256');
  for (const file of readdirSync('src/server/db/migrations').sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(`src/server/db/migrations/${file}`));
  hash.update(readFileSync('scripts/bench-scale-data.mjs'));
  return `salon_bench_scale_${size}_${hash.digest('hex').slice(0, 10)}`;
}

/** The template of `size` appointments: kept if it exists, else made (and older ones dropped). */
async function scaleTemplate(admin, serverUrl, size, log) {
  const name = templateName(size);
  const { rows } = await admin.query('select datname from pg_database where datname like $1', [
    `salon_bench_scale_${size}_%`,
  ]);
  if (rows.some((r) => r.datname === name)) return name;
  for (const { datname } of rows)
    await admin.query(`drop database if exists ${datname} with (force)`);
  const started = performance.now();
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  // The app migrates and seeds it, as at any first start.
  const server = await startServer({ DATABASE_URL: withDb(serverUrl, building) });
  await server.stop();
  const counts = await fillScale(withDb(serverUrl, building), { appointments: size });
  await admin.query(`alter database ${building} rename to ${name}`);
  log(
    `  made the template ${name}: ${counts.appointments} appointments, ${counts.clients} clients (${((performance.now() - started) / 1000).toFixed(0)} s; kept for the next runs)`,
  );
  return name;
}

/** What the front desk asks of one salon: a spread of days, searches and clients. */
async function questions(url, size) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const clients = Math.round(size / 10);
    const days = (
      await db.query(
        `select to_char(d, 'YYYY-MM-DD') as day from generate_series(current_date - 56, current_date - 1, interval '1 day') d
         where extract(isodow from d) <> 7`,
      )
    ).rows.map((r) => r.day);
    const sample = Array.from({ length: 40 }, (_, i) => Math.floor(((i + 0.5) * clients) / 40));
    const searches = sample.flatMap((n) => {
      const c = scaleClient(n);
      // What staff type: part of a name, the start of an e-mail, a phone's last digits.
      return [c.name, c.email.split('.').slice(0, 2).join('.'), c.phone.slice(-6)];
    });
    const ids = (
      await db.query(
        `select c.id from clients c where exists (select 1 from appointments a where a.client_id = c.id)
         order by c.id limit 40`,
      )
    ).rows.map((r) => r.id);
    return { days, searches, ids };
  } finally {
    await db.end();
  }
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A server on a copy of the template of `size`, with an administrator and its questions. */
async function salonOf(admin, serverUrl, size, log) {
  const template = await scaleTemplate(admin, serverUrl, size, log);
  const copy = `salon_bench_bo_${size}_${Date.now()}`;
  await admin.query(`create database ${copy} template ${template}`);
  const url = withDb(serverUrl, copy);
  let server;
  try {
    server = await startServer({ DATABASE_URL: url });
    const cookie = await adminCookie(server, { DATABASE_URL: url });
    const q = await questions(url, size);
    const kinds = {
      'day view': q.days.map((d) => ({ path: `/api/admin/appointments/day?date=${d}` })),
      'client search': q.searches.map((s) => ({
        path: `/api/admin/clients?search=${encodeURIComponent(s)}`,
      })),
      'client record': q.ids.map((id) => ({ path: `/api/admin/clients/${id}` })),
      'insights, a year': [
        { path: `/api/admin/insights?period=custom&from=${daysAgo(364)}&to=${today()}` },
      ],
    };
    return {
      size,
      server,
      headers: { cookie },
      kinds,
      async stop() {
        await server.stop();
        await admin.query(`drop database if exists ${copy} with (force)`);
      },
    };
  } catch (err) {
    await server?.stop();
    await admin.query(`drop database if exists ${copy} with (force)`);
    throw err;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ROUNDS = 3;

/**
 * Each request kind on both salons in turn, three rounds (the machine's speed drifts: turns
 * compare like with like), each salon's p50 and p99 the median of its rounds.
 */
async function measureBoth(salons, { duration, log }) {
  const results = Object.fromEntries(salons.map((s) => [s.size, {}]));
  for (const name of Object.keys(salons[0].kinds)) {
    const rounds = Object.fromEntries(salons.map((s) => [s.size, []]));
    for (const salon of salons) {
      const first = salon.kinds[name][0];
      const check = await fetch(salon.server.base + first.path, { headers: salon.headers });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      // Once unmeasured: the database's cache and V8 warm up.
      await wrk(salon.server.base, salon.kinds[name], {
        connections: CONNECTIONS,
        duration: 2,
        headers: salon.headers,
      });
    }
    for (let round = 0; round < ROUNDS; round++)
      for (const salon of round % 2 === 0 ? salons : [...salons].reverse())
        rounds[salon.size].push(
          await wrk(salon.server.base, salon.kinds[name], {
            connections: CONNECTIONS,
            duration: Math.max(2, Math.round(duration / 2)),
            headers: salon.headers,
          }),
        );
    for (const salon of salons) {
      const runs = rounds[salon.size];
      const r = {
        rate: median(runs.map((x) => x.rate)),
        p50: median(runs.map((x) => x.p50)),
        p99: median(runs.map((x) => x.p99)),
        failed: runs.reduce((n, x) => n + x.non2xx + x.errors, 0),
      };
      results[salon.size][name] = r;
      log(
        `  ${String(salon.size).padStart(9)}  ${name.padEnd(18)} ${String(Math.round(r.rate)).padStart(6)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms${r.failed ? `  failed ${r.failed}` : ''}`,
      );
    }
  }
  return results;
}

/** Both sizes, then each request's growth in p50 and p99 (target: at most 3×). */
export async function benchBackOffice(serverUrl, { duration = 5, log = console.log } = {}) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    log(
      `\nBack office at scale (PostgreSQL, ${CONNECTIONS} connections, each kind on both salons in turn, ${ROUNDS} rounds of ${Math.max(2, Math.round(duration / 2))} s, medians)`,
    );
    const salons = [];
    let bySize;
    try {
      for (const size of SIZES) salons.push(await salonOf(admin, serverUrl, size, log));
      bySize = await measureBoth(salons, { duration, log });
    } finally {
      for (const salon of salons) await salon.stop();
    }
    const [small, large] = SIZES.map((s) => bySize[s]);
    log(`\n  growth from ${SIZES[0]} to ${SIZES[1]} appointments (target: at most 3×)`);
    const verdicts = [];
    for (const name of Object.keys(small)) {
      const p50 = large[name].p50 / Math.max(small[name].p50, 0.1);
      const p99 = large[name].p99 / Math.max(small[name].p99, 0.1);
      const ok = p50 <= 3 && p99 <= 3;
      verdicts.push({ name, small: small[name], large: large[name], p50, p99, ok });
      log(
        `  ${name.padEnd(18)} p50 ${p50.toFixed(1)}×  p99 ${p99.toFixed(1)}×  ${ok ? 'met' : 'NOT MET'}`,
      );
    }
    return verdicts;
  } finally {
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await benchBackOffice(url, {
    duration: Number(/--duration=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 5),
  });
}
