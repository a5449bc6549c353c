import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openIsolatedDatabase } from '../../../tests/support/isolated-database';
import { createLogger } from '../logger';
import type { Database } from './client';
import { DATA_CHANGES_CHANNEL, type DataChanges, watchDataChanges } from './data-changes';
import { services } from './schema/catalogue';

// Migration 0011's triggers, on a database whose writes commit (PGlite in memory, or a PostgreSQL
// database of its own in the run on PostgreSQL, where notices travel over a LISTEN connection).

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let changes: DataChanges;
const heard: string[] = [];
let stopHearing: () => Promise<void>;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  changes = watchDataChanges(database, createLogger('error'));
  const listener = database.listen(
    DATA_CHANGES_CHANNEL,
    (kind) => heard.push(kind),
    () => {},
  );
  await Promise.all([changes.ready, listener.ready]);
  stopHearing = () => listener.stop();
});

afterAll(async () => {
  await stopHearing();
  await changes.stop();
  await isolated.dispose();
});

/** The notices sent by `write`, once they have arrived (in-process at once, or over the network). */
async function noticesOf(write: () => Promise<unknown>, expected: number): Promise<string[]> {
  heard.length = 0;
  await write();
  for (let waited = 0; heard.length < expected && waited < 3_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // Anything more than expected would have arrived by now too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...new Set(heard)].sort();
}

async function bookAt(startsAt: string, endsAt: string, blockedUntil: string) {
  const userId = `notice-${randomUUID()}`;
  await database.db.execute(sql`
    with new_user as (
      insert into "user" (id, name, email, email_verified)
      values (${userId}, 'Notice Client', ${`${userId}@example.com`}, true) returning id
    ), new_client as (insert into clients (user_id) select id from new_user returning id)
    insert into appointments (client_id, user_id, service_id, professional_id,
      assigned_professional_id, starts_at, ends_at, blocked_until, total_price_pence, status)
    select new_client.id, ${userId}, ps.service_id, ps.professional_id, ps.professional_id,
      ${startsAt}, ${endsAt}, ${blockedUntil}, 5000, 'confirmed'
    from new_client, (select * from professional_services limit 1) ps`);
}

test('a booking announces the salon days it touches, on the salon’s clock in summer and winter', async () => {
  // 23:30 UTC on 14 July is 00:30 on the 15th in Birmingham (BST).
  expect(
    await noticesOf(
      () => bookAt('2027-07-14T23:30:00Z', '2027-07-15T00:30:00Z', '2027-07-15T00:45:00Z'),
      1,
    ),
  ).toEqual(['day:2027-07-15']);
  // 23:30 UTC on 14 December is 23:30 that day (GMT); its buffer runs into the 15th.
  expect(
    await noticesOf(
      () => bookAt('2027-12-14T23:30:00Z', '2027-12-15T00:30:00Z', '2027-12-15T00:45:00Z'),
      2,
    ),
  ).toEqual(['day:2027-12-14', 'day:2027-12-15']);
  // The night the clocks go back (31 October 2027): 00:30 UTC is 01:30 BST on the 31st.
  expect(
    await noticesOf(
      () => bookAt('2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z', '2027-10-31T01:30:00Z'),
      1,
    ),
  ).toEqual(['day:2027-10-31']);
});

test('a price edit announces the catalogue; a rolled-back one announces nothing', async () => {
  const edit = () =>
    database.db.update(services).set({ pricePence: 4200 }).where(eq(services.slug, 'balayage'));
  expect(await noticesOf(edit, 1)).toEqual(['catalogue']);
  const rolledBack = () =>
    database.db
      .transaction(async (tx) => {
        await tx.update(services).set({ pricePence: 4300 }).where(eq(services.slug, 'balayage'));
        tx.rollback();
      })
      .catch(() => {});
  expect(await noticesOf(rolledBack, 0)).toEqual([]);
});

test('the versions of this instance follow the notices it hears', async () => {
  const stamp = changes.versions.stamp(['catalogue', 'settings']);
  expect(changes.versions.isCurrent(stamp)).toBe(true);
  await noticesOf(
    () =>
      database.db.update(services).set({ pricePence: 4400 }).where(eq(services.slug, 'balayage')),
    1,
  );
  expect(changes.versions.isCurrent(stamp)).toBe(false);
  expect(changes.versions.isCurrent(changes.versions.stamp(['settings']))).toBe(true);
});
