// Bookings beside the database's own limit (issue 28): 50 connections booking over 30 days
// through the app; then the same load through a recording proxy on a second copy of the same
// database; then the statements recorded, replayed straight through node-postgres with 50
// connections on a third copy. Target: the app at 50 % or more of the replay's rate.
import { startServer } from './bench-server.mjs';
import { replay, startCapture } from './bench-sql-capture.mjs';
import { AUTH_SECRET, bookingChoices, bookingRequests, copyOf } from './bench-traffic.mjs';
import { answers, wrk } from './bench-wrk.mjs';

const CONNECTIONS = 50;
const APP_POOL = 10;

async function bookThrough(databaseUrl, base, duration, choicesFrom, profile = false) {
  const server = await startServer({ DATABASE_URL: databaseUrl, AUTH_SECRET }, { profile });
  try {
    const choices = choicesFrom ?? (await bookingChoices(server.base, 30));
    const requests = bookingRequests(choices, base.accounts, 3000);
    const load = (seconds) =>
      wrk(server.base, requests, { connections: CONNECTIONS, duration: seconds, statuses: true });
    return {
      choices,
      requests,
      server,
      // Two seconds unmeasured first (V8 and the pools warm up), then the measured run.
      warm: () => load(2),
      run: () => load(duration),
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

export async function benchBookingsSql(serverUrl, base, { duration, log, profile = false }) {
  log(
    `\nBookings: ${CONNECTIONS} connections over 30 days, the app and then its statements replayed through node-postgres, ${duration} s`,
  );
  const first = await copyOf(serverUrl, base.name);
  let app;
  let choices;
  try {
    const booking = await bookThrough(first.url, base, duration, undefined, profile);
    choices = booking.choices;
    try {
      await booking.warm();
      app = await booking.run();
    } finally {
      await booking.server.stop();
    }
  } finally {
    await first.drop();
  }
  log(
    `  the app                ${String(Math.round(app.rate)).padStart(6)} req/s  p50 ${app.p50} ms  p99 ${app.p99} ms  ${answers(app)}`,
  );

  // The same work again through the recording proxy, from the same starting state.
  const second = await copyOf(serverUrl, base.name);
  const capture = await startCapture(second.url);
  let recorded;
  let units;
  let measuredFrom;
  try {
    const booking = await bookThrough(capture.url, base, duration, choices);
    try {
      capture.record(true);
      await booking.warm();
      measuredFrom = performance.now();
      recorded = await booking.run();
      capture.record(false);
    } finally {
      await booking.server.stop();
    }
    units = capture.units();
  } finally {
    await capture.close();
    await second.drop();
  }
  const measured = units.filter((u) => u[0].at >= measuredFrom);
  const statements = measured.reduce((n, u) => n + u.length, 0);
  log(
    `  recorded               ${String(Math.round(recorded.rate)).padStart(6)} req/s through the proxy  ${answers(recorded)}: ${measured.length} units, ${statements} statements (${(statements / recorded.requests).toFixed(1)} per request)`,
  );

  /** The recorded statements on a fresh copy: the warm-up's first, untimed, then the measured. */
  const replayOn = async (connections) => {
    const copy = await copyOf(serverUrl, base.name);
    try {
      await replay(
        copy.url,
        units.filter((u) => u[0].at < measuredFrom),
        connections,
      );
      return await replay(copy.url, measured, connections);
    } finally {
      await copy.drop();
    }
  };
  const sql = await replayOn(CONNECTIONS);
  // The app's own pool holds 10 connections: the same statements through 10 show how much of
  // the gap is the pool's size rather than the app's work.
  const pooled = await replayOn(APP_POOL);
  const rate = recorded.requests / sql.elapsed;
  log(
    `  node-postgres replay   ${String(Math.round(rate)).padStart(6)} req/s  (${recorded.requests} requests' statements in ${sql.elapsed.toFixed(1)} s; a unit's p50 ${sql.p50} ms, p99 ${sql.p99} ms; ${sql.failed} statements failed as they did for the app)`,
  );
  log(
    `  node-postgres, ${APP_POOL} conns ${String(Math.round(recorded.requests / pooled.elapsed)).padStart(6)} req/s  (a unit's p50 ${pooled.p50} ms, p99 ${pooled.p99} ms)`,
  );
  const share = app.rate / rate;
  log(
    `  the app at ${(share * 100).toFixed(0)} % of the database's own rate (target 50 %): ${share >= 0.5 ? 'met' : 'NOT MET'}`,
  );
  return { app, recorded, sql, rate, share, ok: share >= 0.5 };
}
