// What the PostgreSQL scenarios of `npm run bench` share (issue 28): one prepared database (the
// app's migrations and catalogue, a salon's diary, signed-up clients and an administrator) kept
// as a template, so each scenario starts from a copy of the same state; and the requests, built
// ahead as lists that wrk sends in turn.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminCookie, PASSWORD, randomAddress, signedInAccounts } from './bench-accounts.mjs';
import { startServer } from './bench-server.mjs';

/** Every instance of a run shares it, so sessions made on one are read by the others. */
export const AUTH_SECRET = randomBytes(24).toString('hex');

export const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The next `days` days the salon opens (Sunday is closed in the seeded hours). */
export function openDates(days) {
  const dates = [];
  for (
    let d = new Date(Date.now() + 86_400_000);
    dates.length < days;
    d = new Date(d.getTime() + 86_400_000)
  )
    if (d.getUTCDay() !== 0) dates.push(d.toISOString().slice(0, 10));
  return dates;
}

/**
 * The template: made by starting the app on an empty database (it migrates and seeds), filling the
 * diary (`fillDiary`), and signing up `clients` accounts and an administrator through the API.
 */
export async function prepareBase(serverUrl, { clients, fillDiary, log }) {
  const name = `salon_bench_base_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const env = { DATABASE_URL: withDb(serverUrl, name), AUTH_SECRET };
  const dropIt = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  let server;
  try {
    server = await startServer(env);
    await fillDiary(env.DATABASE_URL);
    const started = performance.now();
    const accounts = await signedInAccounts(server, clients);
    const adminSession = await adminCookie(server, env);
    log(
      `  ${clients} clients signed up and in, and an administrator (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    await server.stop();
    return { name, accounts, adminSession };
  } catch (err) {
    await server?.stop();
    await dropIt();
    throw err;
  }
}

/** A copy of the template, dropped by `drop()`. */
export async function copyOf(serverUrl, template) {
  const name = `${template}_copy_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: withDb(serverUrl, name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** What the booking form needs: bookable services without a deposit, open dates, start times. */
export async function bookingChoices(base, days) {
  const catalogue = await (await fetch(`${base}/api/catalogue`)).json();
  const bookable = catalogue.services.filter((s) => s.bookable && s.durationMinutes <= 60);
  const dates = openDates(days);
  const slots = new Set();
  for (const date of dates.slice(0, 6)) {
    const url = `${base}/api/availability?service=${bookable[0].id}&date=${date}`;
    for (const time of (await (await fetch(url)).json()).times ?? []) slots.add(time);
  }
  return {
    bookable,
    // Services with a deposit go through a payment first (decision 028): booked outright ones only.
    outright: bookable.filter((s) => s.depositPence === null),
    dates,
    times: [...slots],
  };
}

/** `count` booking requests by random signed-in clients on random dates and times. */
export function bookingRequests(choices, accounts, count) {
  return Array.from({ length: count }, () => {
    const service = pick(choices.outright);
    return {
      method: 'POST',
      path: '/api/appointments',
      headers: { cookie: pick(accounts).cookie, 'x-forwarded-for': randomAddress() },
      body: JSON.stringify({
        serviceId: service.id,
        date: pick(choices.dates),
        time: pick(choices.times),
        ...(service.adultsOnly ? { dateOfBirth: '1990-01-01' } : {}),
      }),
    };
  });
}

/** The public reads: a third pages, a third the catalogue, a third availability questions. */
export function readRequests(choices, count) {
  const pages = ['/', '/servicos', '/blog'];
  return Array.from({ length: count }, (_, i) => {
    if (i % 3 === 0) return { path: pages[(i / 3) % 3] };
    if (i % 3 === 1) return { path: '/api/catalogue' };
    const service = pick(choices.bookable);
    const professional = pick(['', ...(service.professionalIds ?? [])]);
    return {
      path: `/api/availability?service=${service.id}&professional=${professional}&date=${pick(choices.dates)}`,
    };
  });
}

/**
 * Ten writes in turn: five bookings, two contact messages, and the refused kinds (a contact
 * message without a valid address: 400; a booking without a session: 401), and a sign-in,
 * alternately with the right password (200) and a wrong one (401).
 */
export function writeRequests(choices, accounts, count) {
  const json = (body) => JSON.stringify(body);
  const contact = (email) => ({
    method: 'POST',
    path: '/api/contact',
    headers: { 'x-forwarded-for': randomAddress() },
    body: json({
      name: 'Bench',
      email,
      subject: 'Booking',
      message: 'A message sent by the bench.',
    }),
  });
  const bookings = bookingRequests(choices, accounts, count);
  return Array.from({ length: count }, (_, i) => {
    switch (i % 10) {
      case 5:
      case 6:
        return contact(`bench-${randomBytes(4).toString('hex')}@example.com`);
      case 7:
        return contact('not an address');
      case 8:
        return { ...bookings[i], headers: { 'x-forwarded-for': randomAddress() } };
      case 9: {
        const account = pick(accounts);
        return {
          method: 'POST',
          path: '/api/auth/sign-in/email',
          headers: { 'x-forwarded-for': randomAddress(), origin: 'http://127.0.0.1' },
          body: json({ email: account.email, password: i % 20 === 9 ? PASSWORD : 'Wrong-Pass-99' }),
        };
      }
      default:
        return bookings[i];
    }
  });
}
