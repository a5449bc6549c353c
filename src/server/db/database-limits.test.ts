import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { openIsolatedDatabase } from '../../../tests/support/isolated-database';
import { jsonPost } from '../../../tests/support/json-request';
import { requestThrough, type TestContext } from '../../../tests/support/test-app';
import { createTestClock } from '../../../tests/support/test-clock';
import { testConfig } from '../../../tests/support/test-database';
import { createApp } from '../app';
import type { DatabasePoolSettings } from '../config';
import { bookingDayLockKeys } from '../features/booking/diary/diary.service';
import { loadSiteContent } from '../features/site/content.service';
import { createLogger } from '../logger';
import { type Database, openPostgres } from './client';
import { databaseUnavailability } from './database-unavailable';
import { professionals, services } from './schema/catalogue';
import { professionalServices } from './schema/diary';

// The pool and the server-side timeouts exist on PostgreSQL only (the embedded database has one
// connection and no pool): on the run's PostgreSQL server (npm
// test and CI always give one), skipped only without any.
const postgres = inject('postgresServer');

const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let admin: pg.Client;
const opened: Database[] = [];

beforeAll(async () => {
  if (!postgres) return;
  isolated = await openIsolatedDatabase('postgresServer');
  admin = new pg.Client({ connectionString: isolated.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await admin?.end();
  await isolated?.dispose();
});

/** An app instance on the test's database with a pool of its own, bounded by `pool`. */
function instance(pool: DatabasePoolSettings) {
  const database = openPostgres(isolated.url!, testConfig.migrationsDir, pool);
  opened.push(database);
  const clock = createTestClock();
  clock.stopAt(NOW);
  const app = createApp({
    config: { ...testConfig, databasePool: pool },
    database,
    logger: createLogger('silent'),
    content: loadSiteContent(testConfig.contentDir),
    clock,
  });
  const ctx: Pick<TestContext, 'request' | 'db'> = {
    request: requestThrough(app, '10.252.0.1'),
    db: database.db,
  };
  return { database, ctx };
}

/** Holds `count` of the pool's connections in open transactions until `release` is called. */
async function holdConnections(database: Database, count: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const taken: Promise<void>[] = [];
  const holding = Array.from(
    { length: count },
    () =>
      new Promise<void>((resolve) => {
        taken.push(
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            resolve();
            await released;
          }),
        );
      }),
  );
  await Promise.all(holding);
  return async () => {
    release();
    await Promise.all(taken);
  };
}

/** The answer, or 'no answer' when none came within `ms` (far beyond the bounds under test). */
async function within<T>(ms: number, answer: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function bookingBody(db: Database['db'], date: string, time: string) {
  const [service] = await db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const [professional] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
    .orderBy(asc(professionals.sortOrder));
  return { serviceId: service!.id, professionalId: professional!.id, date, time };
}

describe.skipIf(!postgres)('the pool’s bounds (PostgreSQL)', () => {
  test('with every connection taken, /healthz answers 503 at once and a request 503 "busy" after the pool’s wait', async () => {
    const { database, ctx } = instance({
      size: 2,
      waitMs: 4000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 0,
    });
    expect((await ctx.request('/healthz')).status).toBe(200);
    const release = await holdConnections(database, 2);
    try {
      // Waits for a connection as long as the pool lets it (4 s)…
      let catalogueAnswered = false;
      const catalogue = within(20_000, ctx.request('/api/catalogue')).finally(
        () => (catalogueAnswered = true),
      );
      // …while the health check, asked once that request is queued, gives up after its own second.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const health = await within(20_000, ctx.request('/healthz'));
      expect(health === 'no answer' ? health : health.status).toBe(503);
      expect(catalogueAnswered, 'the health check waited as long as the pool').toBe(false);
      const busy = await catalogue;
      if (busy === 'no answer') throw new Error('the catalogue waited for ever');
      expect(busy.status).toBe(503);
      expect(busy.headers.get('Retry-After')).toBe('2');
      expect(await busy.json()).toMatchObject({
        error: { code: 'database_unavailable', message: expect.stringMatching(/very busy/) },
      });
    } finally {
      await release();
    }
    expect((await ctx.request('/healthz')).status).toBe(200);
  });

  test('statement_timeout and idle_in_transaction_session_timeout are set on every connection and end what hangs', async () => {
    const { database, ctx } = instance({
      size: 3,
      waitMs: 2000,
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 300,
    });
    const setting = async (name: string) =>
      (
        (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
          rows: Record<string, string>[];
        }
      ).rows[0]![name];
    expect(await setting('statement_timeout')).toBe('300ms');
    expect(await setting('idle_in_transaction_session_timeout')).toBe('300ms');

    const sleeping = await database.db
      .execute(sql`select pg_sleep(5)`)
      .catch((err: unknown) => err);
    expect(databaseUnavailability(sleeping)).toBe('timeout');

    const idle = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await tx.execute(sql`select 1`);
      })
      .catch((err: unknown) => err);
    expect(idle).toBeInstanceOf(Error);
    expect(databaseUnavailability(idle)).toBeDefined();

    // A booking stuck behind its day's lock, held by something that hangs elsewhere: the
    // statement is ended, and the visitor told to try again, instead of a connection held for ever.
    const cookie = await signedInClient(ctx as TestContext, 'stuck@example.com');
    const [lockClass, day] = bookingDayLockKeys(DAY);
    await admin.query('select pg_advisory_lock($1, $2)', [lockClass, day]);
    try {
      const booking = await within(
        10_000,
        ctx.request(
          '/api/appointments',
          withCookie(cookie, jsonPost(await bookingBody(database.db, DAY, '10:00'))),
        ),
      );
      if (booking === 'no answer') throw new Error('the booking waited for ever');
      expect(booking.status).toBe(503);
      expect(await booking.json()).toMatchObject({
        error: { code: 'database_unavailable', message: expect.stringMatching(/took too long/) },
      });
    } finally {
      await admin.query('select pg_advisory_unlock($1, $2)', [lockClass, day]);
    }
  });
});
