import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { isBankHoliday } from '../../src/server/domain/bank-holidays';
import { type AppProcess, postJson, sessionCookie, startApp } from './support/app-process';
import { stallingProxy } from './support/stalling-proxy';
import { E2E_MOBILE } from './support/booking-helpers';

// These tests run the production build as separate processes, the way operators run it: they
// need no browser. The scale-out test uses the PostgreSQL server the machine (and CI) provides.
// Their clients sign up with no profile, so each booking gives the UK mobile it needs (issue 32).

const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Rosewood-Salon-42';

// In order, in one worker (the two-instance tests share their apps), without skipping the rest
// when one fails.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const address = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
const uniqueAddress = (() => {
  let n = 0;
  return () => `203.0.113.${(n++ % 250) + 1}`;
})();

async function signUp(app: AppProcess, email: string, from = uniqueAddress()) {
  const res = await postJson(
    `${app.url}/api/auth/sign-up/email`,
    { name: 'Ops Client', email, password: PASSWORD, callbackURL: '/' },
    { address: from },
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

async function signIn(app: AppProcess, email: string, password = PASSWORD, from = uniqueAddress()) {
  return postJson(`${app.url}/api/auth/sign-in/email`, { email, password }, { address: from });
}

/** Open weekdays (bank holidays excepted) from three days ahead, as YYYY-MM-DD. */
function openWeekdays(count: number): string[] {
  const days: string[] = [];
  for (
    let d = new Date(Date.now() + 3 * 86_400_000);
    days.length < count;
    d = new Date(d.getTime() + 86_400_000)
  ) {
    const weekday = d.getUTCDay();
    const date = d.toISOString().slice(0, 10);
    // Bank holidays are closed (decision 025).
    if (weekday >= 1 && weekday <= 5 && !isBankHoliday(date)) days.push(date);
  }
  return days;
}

async function serviceId(app: AppProcess) {
  const catalogue = (await (await fetch(`${app.url}/api/catalogue`)).json()) as {
    services: { id: string; slug: string }[];
    professionals: { id: string }[];
  };
  return {
    serviceId: catalogue.services.find((s) => s.slug === 'cut-blow-dry')!.id,
    professionalId: catalogue.professionals[0]!.id,
  };
}

const running: AppProcess[] = [];
test.afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
});

/**
 * Once the server has been told to stop, a request may find the port closed or its keep-alive
 * connection ended: it was never acknowledged, which the test allows. Anything else (a failure
 * before the stop, any other error, any answer but the one expected) fails the test.
 */
const CONNECTION_ENDED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

async function sendUnlessStopped(
  stopping: () => boolean,
  send: () => Promise<Response>,
): Promise<Response | undefined> {
  try {
    return await send();
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code ?? '';
    if (stopping() && CONNECTION_ENDED.has(code)) return undefined;
    throw err;
  }
}

async function expectAcknowledged(res: Response, status: number, what: string) {
  if (res.status !== status) {
    throw new Error(`${what} answered ${res.status}, not ${status}: ${await res.text()}`);
  }
}

test('on SIGTERM the server finishes what it acknowledged: no booking or message is lost', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-shutdown-'));
  const app = await startApp({ DATA_DIR: dataDir, SMTP_URL: '' });
  // A failure part-way must not leave the server running; stopping it twice is harmless.
  running.push(app);

  // A confirmed client, through the confirmation e-mail the outbox holds.
  await signUp(app, 'shutdown@example.com');
  const outbox = join(dataDir, 'outbox');
  const outboxFiles = () => (existsSync(outbox) ? readdirSync(outbox) : []);
  await expect.poll(() => outboxFiles().length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = await simpleParser(readFileSync(join(outbox, outboxFiles()[0]!)));
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text ?? '')![0];
  const confirmed = await fetch(link.replace(/^https?:\/\/[^/]+/, app.url), { redirect: 'manual' });
  expect(confirmed.status, 'the confirmation link redirects').toBe(302);
  const signedIn = await signIn(app, 'shutdown@example.com');
  await expectAcknowledged(signedIn, 200, 'signing in');
  const cookie = sessionCookie(signedIn);
  const { serviceId: service } = await serviceId(app);

  const acknowledgedMessages: string[] = [];
  const acknowledgedBookings: string[] = [];
  let stopping = false;
  const isStopping = () => stopping;
  let sender = 0;
  // Each message from an address of its own: the contact form's rate limit never answers 429.
  const nextAddress = () => {
    sender += 1;
    return `10.77.${Math.floor(sender / 250)}.${(sender % 250) + 1}`;
  };
  const sendMessages = async () => {
    for (let i = 0; !stopping || i < 3; i++) {
      const email = `load-${randomBytes(4).toString('hex')}@example.com`;
      const res = await sendUnlessStopped(isStopping, () =>
        postJson(
          `${app.url}/api/contact`,
          { name: 'Load', email, subject: 'Booking', message: 'Under load during shutdown' },
          { address: nextAddress() },
        ),
      );
      if (!res) return;
      await expectAcknowledged(res, 201, `the message from ${email}`);
      acknowledgedMessages.push(email);
    }
  };
  // Sixteen distinct times for one client, within the per-account booking limit (20 an hour).
  const bookings = openWeekdays(4).flatMap((date) =>
    ['09:00', '10:00', '11:00', '14:00'].map((time) => ({ date, time })),
  );
  const sendBookings = async () => {
    for (const { date, time } of bookings) {
      const res = await sendUnlessStopped(isStopping, () =>
        postJson(
          `${app.url}/api/appointments`,
          { serviceId: service, date, time, phone: E2E_MOBILE },
          { cookie },
        ),
      );
      if (!res) return;
      await expectAcknowledged(res, 201, `the booking of ${date} ${time}`);
      acknowledgedBookings.push(
        ((await res.json()) as { appointment: { id: string } }).appointment.id,
      );
    }
  };
  const load = Promise.all([...Array.from({ length: 6 }, sendMessages), sendBookings()]);
  // A load failure before the stop fails the test at once rather than at the end of a long poll.
  const loadFailed = load.then(
    () => undefined,
    (err: unknown) => err,
  );
  await Promise.race([
    expect
      .poll(() => acknowledgedMessages.length >= 10 && acknowledgedBookings.length >= 2, {
        message: 'ten messages and two bookings acknowledged before the stop',
        timeout: 30_000,
      })
      .toBe(true),
    loadFailed.then((err) => {
      if (err) throw err;
    }),
  ]);
  stopping = true;
  const exitCode = await app.stop();
  await load;
  expect(exitCode).toBe(0);
  expect(acknowledgedMessages.length).toBeGreaterThanOrEqual(10);
  expect(acknowledgedBookings.length).toBeGreaterThanOrEqual(2);

  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const stored = await db.query<{ email: string }>(`select email from contacts`);
    const storedEmails = new Set(stored.rows.map((r) => r.email));
    expect(acknowledgedMessages.filter((e) => !storedEmails.has(e))).toEqual([]);
    const booked = await db.query<{ id: string }>(`select id from appointments`);
    const bookedIds = new Set(booked.rows.map((r) => r.id));
    expect(acknowledgedBookings.filter((id) => !bookedIds.has(id))).toEqual([]);
  } finally {
    await db.close();
  }
});

test.describe('two app instances on one PostgreSQL server', () => {
  let admin: pg.Client;
  let databaseName: string;
  let a: AppProcess;
  let b: AppProcess;
  let shared: Record<string, string>;

  test.beforeAll(async () => {
    // Two fresh instances migrate and start: on a loaded 2-core machine that takes a while.
    test.setTimeout(180_000);
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    // No PostgreSQL means these tests cannot run: say so plainly instead of skipping them.
    await admin.connect().catch((err: unknown) => {
      throw new Error(
        `The two-instance tests need a PostgreSQL server at ${POSTGRES_URL} (E2E_POSTGRES_URL ` +
          `overrides it; CI installs and starts Debian's postgresql): ${String(err)}`,
      );
    });
    databaseName = `salon_e2e_multi_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${databaseName}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    shared = {
      DATABASE_URL: url.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      // The booking race sends five requests of one day to each instance at once: all of them
      // must race for the day's lock, none be turned away by the per-day bound (decision 038).
      BOOKING_DAY_QUEUE: '5',
    };
    [a, b] = await Promise.all([
      startApp({ ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-a-')) }),
      startApp({ ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-b-')) }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (databaseName) await admin.query(`drop database if exists ${databaseName} with (force)`);
    // A client that never connected has nothing to end.
    if (databaseName) await admin.end();
  });

  async function onDatabase<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
    const db = new pg.Client({
      connectionString: POSTGRES_URL.replace(/\/[^/]*$/, `/${databaseName}`),
    });
    await db.connect();
    try {
      return (await db.query<T>(sql, values)).rows;
    } finally {
      await db.end();
    }
  }

  async function confirmedClient(email: string, { isAdmin = false } = {}) {
    await signUp(a, email);
    await onDatabase(`update "user" set email_verified = true, staff_role = $2 where email = $1`, [
      email,
      isAdmin ? 'owner' : null,
    ]);
  }

  /** Milliseconds until `seen` holds, polling; fails past one second. */
  async function withinASecond(what: string, seen: () => Promise<boolean>) {
    const started = Date.now();
    while (!(await seen())) {
      if (Date.now() - started > 1_000) throw new Error(`${what}: not seen within a second`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  }

  const text = async (url: string) => (await fetch(url)).text();

  test('a session made on one instance works on the other, and so does signing out', async () => {
    await confirmedClient('both@example.com');
    const cookie = sessionCookie(await signIn(a, 'both@example.com'));
    const me = (await (await fetch(`${b.url}/api/me`, { headers: { Cookie: cookie } })).json()) as {
      user: { email: string } | null;
    };
    expect(me.user?.email).toBe('both@example.com');
    await postJson(`${b.url}/api/me/sign-out`, {}, { cookie });
    const after = (await (
      await fetch(`${a.url}/api/me`, { headers: { Cookie: cookie } })
    ).json()) as {
      user: unknown;
    };
    expect(after.user).toBeNull();
  });

  test('the login lockout counts failures made on either instance', async () => {
    await confirmedClient('locked@example.com');
    const from = address();
    const statuses: number[] = [];
    for (const app of [a, b, a])
      statuses.push((await signIn(app, 'locked@example.com', 'wrong-password-1', from)).status);
    // The third failure locks the account, wherever the first two happened.
    expect(statuses).toEqual([401, 401, 429]);
    const res = await signIn(b, 'locked@example.com', PASSWORD, from);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
  });

  test('rate limits hold across both instances', async () => {
    const from = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await postJson(
        `${app.url}/api/contact`,
        { name: 'Limit', email: `limit-${i}@example.com`, subject: 'Booking', message: 'Hello' },
        { address: from },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  test('a booking race split across both instances yields exactly one booking', async () => {
    const { serviceId: service, professionalId } = await serviceId(a);
    const cookies: string[] = [];
    for (let i = 0; i < 10; i++) {
      const email = `racer-${i}@example.com`;
      await confirmedClient(email);
      cookies.push(sessionCookie(await signIn(i % 2 ? b : a, email)));
    }
    const [date] = openWeekdays(1);
    const statuses = await Promise.all(
      cookies.map((cookie, i) =>
        postJson(
          `${(i % 2 ? b : a).url}/api/appointments`,
          { serviceId: service, professionalId, date, time: '15:00', phone: E2E_MOBILE },
          { cookie },
        ).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });

  test('a change on one instance shows on the other’s pages, catalogue and free times within a second', async () => {
    await confirmedClient('owner@example.com', { isAdmin: true });
    const owner = sessionCookie(await signIn(a, 'owner@example.com'));
    await confirmedClient('early-bird@example.com');
    const client = sessionCookie(await signIn(a, 'early-bird@example.com'));
    const { serviceId: service, professionalId } = await serviceId(a);
    const [date] = openWeekdays(2).slice(1);
    const times = (app: AppProcess) =>
      fetch(
        `${app.url}/api/availability?service=${service}&professional=${professionalId}&date=${date}`,
      )
        .then((res) => res.json() as Promise<{ times: string[] }>)
        .then((answer) => answer.times);
    const price = (app: AppProcess) =>
      fetch(`${app.url}/api/catalogue`)
        .then((res) => res.json() as Promise<{ services: { id: string; pricePence: number }[] }>)
        .then((catalogue) => catalogue.services.find((s) => s.id === service)!.pricePence);
    // Both instances have answered everything once, so the next answers come from memory.
    for (const app of [a, b]) {
      for (let i = 0; i < 2; i++) {
        await Promise.all([
          text(`${app.url}/servicos`),
          text(`${app.url}/contato`),
          price(app),
          times(app),
        ]);
      }
    }
    expect(await times(b)).toContain('11:00');

    // A price edited on A.
    const [row] = await onDatabase<Record<string, unknown>>(
      `select name, description, category, section, duration_minutes, price_is_from, bookable
       from services where id = $1`,
      [service],
    );
    const edit = await fetch(`${a.url}/api/admin/services/${service}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: owner, Origin: a.url },
      body: JSON.stringify({
        name: row!.name,
        description: row!.description,
        category: row!.category,
        section: row!.section,
        durationMinutes: String(row!.duration_minutes),
        price: '47.25',
        priceMax: '',
        priceIsFrom: row!.price_is_from,
        bookable: row!.bookable,
      }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await price(a)).toBe(4725);
    await withinASecond('the price in B’s catalogue', async () => (await price(b)) === 4725);
    await withinASecond('the price on B’s services page', async () =>
      (await text(`${b.url}/servicos`)).includes('£47.25'),
    );

    // A setting saved on A.
    const settings = (await (
      await fetch(`${a.url}/api/admin/settings`, { headers: { Cookie: owner } })
    ).json()) as { name: string };
    const saved = await fetch(`${a.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: owner, Origin: a.url },
      body: JSON.stringify({ ...settings, name: 'Aurora Two Rooms' }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await text(`${a.url}/contato`)).toContain('Aurora Two Rooms');
    await withinASecond('the salon’s name on B’s contact page', async () =>
      (await text(`${b.url}/contato`)).includes('Aurora Two Rooms'),
    );

    // A booking made on A: its time is gone at once on A, and within a second on B.
    const booked = await postJson(
      `${a.url}/api/appointments`,
      { serviceId: service, professionalId, date, time: '11:00', phone: E2E_MOBILE },
      { cookie: client },
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await times(a)).not.toContain('11:00');
    await withinASecond('the booked time on B', async () => !(await times(b)).includes('11:00'));
  });
  test('a kept page outlives writes that change nothing it shows; the owner’s change shows at once', async () => {
    await confirmedClient('keeper@example.com', { isAdmin: true });
    const owner = sessionCookie(await signIn(a, 'keeper@example.com'));
    const contactPage = () => text(`${a.url}/contato`);
    await contactPage();
    const kept = await contactPage();
    // Renamed with its notice held back: only a page rendered afresh would show the new name.
    await onDatabase(`
      begin;
      alter table salon_settings disable trigger salon_settings_data_change;
      update salon_settings set data = jsonb_set(data, '{name}', '"Aurora Held Back"'), updated_at = now();
      alter table salon_settings enable trigger salon_settings_data_change;
      commit;`);
    expect(await contactPage()).toBe(kept);
    for (let i = 0; i < 10; i++) {
      const message = await postJson(
        `${a.url}/api/contact`,
        { name: 'Keeper', email: `keeper-${i}@example.com`, subject: 'Booking', message: 'Hello' },
        { address: uniqueAddress() },
      );
      await expectAcknowledged(message, 201, `message ${i}`);
      const refused = await postJson(`${a.url}/api/nothing-here`, {}, { address: uniqueAddress() });
      expect(refused.status).toBe(404);
    }
    expect(await contactPage(), 'the page kept through twenty writes').toBe(kept);

    const settings = (await (
      await fetch(`${a.url}/api/admin/settings`, { headers: { Cookie: owner } })
    ).json()) as { name: string };
    const saved = await fetch(`${a.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: owner, Origin: a.url },
      body: JSON.stringify({ ...settings, name: 'Aurora Saved Now' }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await contactPage()).toContain('Aurora Saved Now');
    await withinASecond('the new name on B', async () =>
      (await text(`${b.url}/contato`)).includes('Aurora Saved Now'),
    );
  });

  test('an instance whose listening connection falls silent stops answering from memory within 3 s', async () => {
    // A third instance, whose connections to PostgreSQL go through a proxy that can forget them.
    const server = new URL(POSTGRES_URL);
    const proxy = await stallingProxy({ host: server.hostname, port: Number(server.port || 5432) });
    try {
      const through = new URL(shared.DATABASE_URL!);
      through.host = `127.0.0.1:${proxy.port}`;
      const c = await startApp({
        ...shared,
        DATABASE_URL: through.toString(),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-c-')),
      });
      running.push(c);
      const { serviceId: service } = await serviceId(c);
      const price = async () =>
        (
          (await (await fetch(`${c.url}/api/catalogue`)).json()) as {
            services: { id: string; pricePence: number }[];
          }
        ).services.find((s) => s.id === service)!.pricePence;
      await price();
      const before = await price();
      expect(proxy.forwardedListeners).toBe(1);

      // Its listening connection's bytes stop; then the price changes on another connection.
      proxy.stall();
      const stalled = Date.now();
      await onDatabase(`update services set price_pence = price_pence + 1 where id = $1`, [
        service,
      ]);
      while ((await price()) !== before + 1) {
        if (Date.now() - stalled > 3_000) throw new Error('the old price was served for 3 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(Date.now() - stalled).toBeLessThan(3_000);

      // Forwarded again: the instance listens on a new connection, and hears the next change.
      proxy.resume();
      await expect.poll(() => proxy.forwardedListeners, { timeout: 15_000 }).toBe(1);
      await onDatabase(`update services set price_pence = price_pence + 1 where id = $1`, [
        service,
      ]);
      await withinASecond(
        'the next price on the instance',
        async () => (await price()) === before + 2,
      );
    } finally {
      await Promise.all(running.splice(0).map((app) => app.stop()));
      await proxy.close();
    }
  });
});
