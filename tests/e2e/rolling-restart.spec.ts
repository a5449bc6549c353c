import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { isBankHoliday } from '../../src/server/domain/bank-holidays';
import {
  type AppProcess,
  freePort,
  postJson,
  sessionCookie,
  startApp,
} from './support/app-process';
import { E2E_MOBILE } from './support/booking-helpers';
import { startNginx } from './support/nginx';

// Issue 28, item 4 (decision 041): two instances on one PostgreSQL behind the README's nginx,
// under steady bookings, messages and reads; one instance is stopped with SIGTERM, started again,
// then the other is stopped. No request may fail: no 502, no reset, no other answer than the one
// expected. Before the drain, idle keep-alive connections were destroyed while nginx reused them,
// and one to three bookings per stop got a 502.

const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Rosewood-Salon-42';
// Long enough for nginx to stop choosing the idle connections it holds; short for the test.
const GRACE_MS = 2_000;
const BOOKINGS_PER_ACCOUNT = 18; // the booking limit is 20 an hour per account

test.describe.configure({ timeout: 240_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every free hour of the open weekdays (bank holidays excepted) from three days ahead. */
function bookableHours(count: number): { date: string; time: string }[] {
  const hours = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];
  const slots: { date: string; time: string }[] = [];
  for (let day = 3; slots.length < count && day < 85; day++) {
    const d = new Date(Date.now() + day * 86_400_000);
    const date = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !isBankHoliday(date))
      slots.push(...hours.map((time) => ({ date, time })));
  }
  return slots.slice(0, count);
}

/** Runs `each` over `items`, six at a time. */
async function inBatches<T>(items: T[], each: (item: T) => Promise<void>) {
  for (let first = 0; first < items.length; first += 6)
    await Promise.all(items.slice(first, first + 6).map(each));
}

test('a rolling restart behind nginx under load fails no request', async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect().catch((err: unknown) => {
    throw new Error(
      `This test needs a PostgreSQL server at ${POSTGRES_URL} (E2E_POSTGRES_URL overrides it): ${String(err)}`,
    );
  });
  const databaseName = `salon_e2e_rolling_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${databaseName}`;

  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const site = `http://127.0.0.1:${nginxPort}`;
  const env = (name: string) => ({
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: '',
    PUBLIC_URL: site,
    // The test's client stands for one more proxy: each visitor's address is the one it sends,
    // which nginx appends to, so the per-address limits see many visitors.
    TRUST_PROXY: '2',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    DATA_DIR: mkdtempSync(join(tmpdir(), `salon-rolling-${name}-`)),
  });
  const secret = randomBytes(32).toString('hex');
  const envA = { ...env('a'), AUTH_SECRET: secret };
  const envB = { ...env('b'), AUTH_SECRET: secret };
  const apps: AppProcess[] = [];
  const nginx = await startNginx([portA, portB], nginxPort);
  try {
    const [a, b] = await Promise.all([
      startApp(envA, { port: portA }),
      startApp(envB, { port: portB }),
    ]);
    apps.push(a, b);

    // Confirmed clients, signed in, each with its own address and share of the booking times,
    // booked at a pace that lasts through both stops.
    const slots = bookableHours(200);
    const accountCount = Math.ceil(slots.length / BOOKINGS_PER_ACCOUNT);
    const accounts = Array.from({ length: accountCount }, (_, n) => ({
      email: `rolling-${n}@example.com`,
      address: `10.41.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      cookie: '',
    }));
    await inBatches(accounts, async ({ email, address }) => {
      const signUp = await postJson(
        `${site}/api/auth/sign-up/email`,
        { name: 'Rolling Client', email, password: PASSWORD, callbackURL: '/' },
        { address },
      );
      expect(signUp.status, await signUp.clone().text()).toBe(200);
    });
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    try {
      await db.query(`update "user" set email_verified = true where email like 'rolling-%'`);
      await inBatches(accounts, async (account) => {
        const signedIn = await postJson(
          `${site}/api/auth/sign-in/email`,
          { email: account.email, password: PASSWORD },
          { address: account.address },
        );
        expect(signedIn.status, await signedIn.clone().text()).toBe(200);
        account.cookie = sessionCookie(signedIn);
      });
      const catalogue = (await (await fetch(`${site}/api/catalogue`)).json()) as {
        services: { id: string; slug: string }[];
      };
      const service = catalogue.services.find((s) => s.slug === 'cut-blow-dry')!.id;

      // The load: every answer is checked; any other answer or a failed request is recorded.
      const failures: string[] = [];
      const served = new Map<number, number>([
        [portA, 0],
        [portB, 0],
      ]);
      let bookingsAcknowledged = 0;
      let loading = true;
      const send = async (what: string, expected: number, request: () => Promise<Response>) => {
        try {
          const res = await request();
          const body = await res.text();
          // After a retry nginx names every instance it tried; the last one answered.
          const upstream = Number(res.headers.get('x-upstream')?.split(':').at(-1));
          if (res.status !== expected) {
            failures.push(`${what}: ${res.status} (from ${upstream}) ${body.slice(0, 200)}`);
            return false;
          }
          served.set(upstream, (served.get(upstream) ?? 0) + 1);
          return true;
        } catch (err) {
          const cause = (err as { cause?: { code?: string; message?: string } }).cause;
          failures.push(`${what}: ${String(err)} ${cause?.code ?? cause?.message ?? ''}`);
          return false;
        }
      };
      let nextSlot = 0;
      const book = async () => {
        while (loading && nextSlot < slots.length) {
          const n = nextSlot++;
          const { date, time } = slots[n]!;
          const account = accounts[Math.floor(n / BOOKINGS_PER_ACCOUNT)]!;
          const ok = await send(`the booking of ${date} ${time}`, 201, () =>
            postJson(
              `${site}/api/appointments`,
              // Every new online booking gives a UK mobile (issue 32).
              { serviceId: service, date, time, phone: E2E_MOBILE },
              account,
            ),
          );
          if (ok) bookingsAcknowledged += 1;
          await sleep(250);
        }
      };
      let sender = 0;
      const message = async () => {
        while (loading) {
          sender += 1;
          await send(`message ${sender}`, 201, () =>
            postJson(
              `${site}/api/contact`,
              { name: 'Load', email: `m${sender}@example.com`, subject: 'Booking', message: 'Hi' },
              { address: `10.42.${Math.floor(sender / 250)}.${(sender % 250) + 1}` },
            ),
          );
        }
      };
      const [someDay] = slots;
      const reads = [
        '/api/catalogue',
        '/servicos',
        '/',
        `/api/availability?service=${service}&date=${someDay!.date}`,
      ];
      const read = async (offset: number) => {
        for (let i = offset; loading; i++) {
          const path = reads[i % reads.length]!;
          await send(`GET ${path}`, 200, () => fetch(`${site}${path}`));
        }
      };
      const load = Promise.all([
        book(),
        book(),
        ...Array.from({ length: 12 }, message),
        ...Array.from({ length: 6 }, (_, i) => read(i)),
      ]);

      /** Waits until `port` has answered `count` more requests through nginx. */
      const servesThroughNginx = async (port: number, count: number, what: string) => {
        const from = served.get(port)!;
        await expect
          .poll(() => served.get(port)! - from, { message: what, timeout: 30_000 })
          .toBeGreaterThanOrEqual(count);
      };

      /** SIGTERM; meanwhile asks the instance's /healthz itself until its port is closed. */
      const stop = async (app: AppProcess) => {
        const exited = app.stop();
        const health: number[] = [];
        for (;;) {
          const status = await fetch(`${app.url}/healthz`).then(
            (res) => res.status,
            () => undefined,
          );
          if (status === undefined) break;
          health.push(status);
          await sleep(20);
        }
        return { exitCode: await exited, health };
      };

      await servesThroughNginx(portA, 30, 'A answers through nginx before its stop');
      await servesThroughNginx(portB, 30, 'B answers through nginx before its stop');
      const stoppedA = await stop(apps.shift()!);
      expect(stoppedA.exitCode, 'A exits cleanly').toBe(0);

      const restarted = await startApp(envA, { port: portA });
      apps.push(restarted);
      // nginx counted A's closed port as failures: it sends to A again once its fail_timeout ends.
      await servesThroughNginx(portA, 30, 'the restarted A answers through nginx');
      await servesThroughNginx(portB, 10, 'B still answers through nginx before its stop');
      const stoppedB = await stop(apps.shift()!);
      expect(stoppedB.exitCode, 'B exits cleanly').toBe(0);
      await servesThroughNginx(portA, 30, 'A answers alone');

      loading = false;
      await load;
      expect(failures, `nginx's error log:\n${nginx.errors()}`).toEqual([]);
      // Balancers that check health saw each instance leave before its port closed.
      expect(stoppedA.health).toContain(503);
      expect(stoppedB.health).toContain(503);
      expect(bookingsAcknowledged).toBeGreaterThan(20);
      // Each acknowledged booking is stored, and nothing else was booked.
      const [{ count }] = (await db.query<{ count: string }>(`select count(*) from appointments`))
        .rows as [{ count: string }];
      expect(Number(count)).toBe(bookingsAcknowledged);
    } finally {
      await db.end();
    }
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await nginx.stop();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});
