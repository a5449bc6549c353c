import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { jsonPost } from '../../../../../tests/support/json-request';
import { appOn, requestThrough, type TestContext } from '../../../../../tests/support/test-app';
import { createTestClock } from '../../../../../tests/support/test-clock';
import { testConfig } from '../../../../../tests/support/test-database';
import type { DatabasePoolSettings } from '../../../config';
import { type Database, openPostgres } from '../../../db/client';
import { professionals, services } from '../../../db/schema/catalogue';
import { professionalServices } from '../../../db/schema/diary';
import { ApiError } from '../../../http/errors';
import { createLogger } from '../../../logger';
import { DAY_BUSY, DayQueue } from './day-queue';
import { bookingDayLockKeys } from '../diary/diary.service';

describe('DayQueue', () => {
  test('works on `bound` requests of a day at once and refuses the next at once; other days are apart', async () => {
    const queue = new DayQueue(2);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run('2026-11-25', 'busy', () => released.then(() => 'first'));
    const second = queue.run('2026-11-25', 'busy', () => released.then(() => 'second'));
    expect(queue.size('2026-11-25')).toBe(2);

    const refused = await queue.run('2026-11-25', 'Try again', async () => 'third').catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 503,
      code: DAY_BUSY,
      message: 'Try again',
      retryAfterSeconds: 2,
    });
    await expect(queue.run('2026-11-26', 'busy', async () => 'other day')).resolves.toBe(
      'other day',
    );

    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    expect(queue.size('2026-11-25')).toBe(0);
    // A failed request leaves its place too.
    await expect(
      queue.run('2026-11-25', 'busy', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(queue.size('2026-11-25')).toBe(0);
  });
});

// Bookings holding connections while they wait for a day's lock is a PostgreSQL matter (the
// embedded database runs one statement at a time, with no pool): on the run's PostgreSQL server (npm test and CI
// always give one), skipped only without any.
const postgres = inject('postgresServer');

const NOW = new Date('2026-11-23T08:00:00Z');
const BUSY_DAY = '2026-11-25';
const OTHER_DAY = '2026-11-26';
const BOUND = 2;
const POOL: DatabasePoolSettings = {
  size: 5,
  waitMs: 1500,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let admin: pg.Client;
let ctx: Pick<TestContext, 'request' | 'db'>;

beforeAll(async () => {
  if (!postgres) return;
  isolated = await openIsolatedDatabase('postgresServer');
  database = openPostgres(isolated.url!, testConfig.migrationsDir, POOL);
  const clock = createTestClock();
  clock.stopAt(NOW);
  const app = appOn(database, {
    config: { ...testConfig, databasePool: POOL, bookingDayQueue: BOUND },
    logger: createLogger('silent'),
    clock,
  });
  ctx = { request: requestThrough(app, '10.253.0.1'), db: database.db };
  admin = new pg.Client({ connectionString: isolated.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await database?.close();
  await isolated?.dispose();
});

/** How many sessions wait for the day's lock right now. */
async function waitingForDay(date: string): Promise<number> {
  const [lockClass, day] = bookingDayLockKeys(date);
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_locks
      where locktype = 'advisory' and not granted and classid = $1 and objid = $2`,
    [lockClass, day],
  );
  return rows[0]!.n;
}

describe.skipIf(!postgres)('a burst of bookings for one day (PostgreSQL)', () => {
  test(`with the bound at ${BOUND}, the rest are told to try again and the site keeps its connections`, async () => {
    const cookies = await Promise.all(
      ['burst-1', 'burst-2', 'burst-3'].map((name) =>
        signedInClient(ctx as TestContext, `${name}@example.com`),
      ),
    );
    const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const [professional] = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
      .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
      .orderBy(asc(professionals.sortOrder));
    const book = (cookie: string, date: string, time: string) =>
      ctx.request(
        '/api/appointments',
        withCookie(
          cookie,
          jsonPost({ serviceId: service!.id, professionalId: professional!.id, date, time }),
        ),
      );

    // Something else holds the day (another instance's booking, slow): every booking of this
    // instance for that day queues behind it.
    const [lockClass, day] = bookingDayLockKeys(BUSY_DAY);
    await admin.query('select pg_advisory_lock($1, $2)', [lockClass, day]);
    // Hourly free times of the day, so that no two bookings of the burst overlap.
    const free = (await (
      await ctx.request(
        `/api/availability?service=${service!.id}&professional=${professional!.id}&date=${BUSY_DAY}`,
      )
    ).json()) as { times: string[] };
    const hourly = free.times.filter((time) => time.endsWith(':00'));
    expect(hourly.length).toBeGreaterThan(7);
    const times = hourly.slice(0, 7);
    let refused = 0;
    let burst: Promise<
      {
        status: number;
        retryAfter: string | null;
        body: { error?: { code: string; message: string } };
      }[]
    >;
    try {
      burst = Promise.all(
        times.map(async (time, i) => {
          const res = await book(cookies[i % cookies.length]!, BUSY_DAY, time);
          if (res.status === 503) refused += 1;
          return {
            status: res.status,
            retryAfter: res.headers.get('Retry-After'),
            body: (await res.json()) as never,
          };
        }),
      );
      await expect.poll(() => waitingForDay(BUSY_DAY), { timeout: 20_000 }).toBe(BOUND);
      await expect.poll(() => refused, { timeout: 20_000 }).toBe(times.length - BOUND);

      // The rest of the site still has connections: another day books, the health check is fine.
      const other = await book(cookies[0]!, OTHER_DAY, '10:00');
      expect(other.status, await other.clone().text()).toBe(201);
      expect((await ctx.request('/healthz')).status).toBe(200);
    } finally {
      await admin.query('select pg_advisory_unlock($1, $2)', [lockClass, day]);
    }

    const answers = await burst;
    const busy = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(BOUND);
    expect(busy).toHaveLength(times.length - BOUND);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('2');
      expect(answer.body.error).toEqual({
        code: DAY_BUSY,
        message: 'Lots of people are booking this day right now. Please try again in a moment.',
      });
    }
    // Once the burst is over, the day books again.
    expect((await book(cookies[1]!, BUSY_DAY, hourly[7]!)).status).toBe(201);
  });
});
