import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openIsolatedDatabase } from '../../../tests/support/isolated-database';
import { createClock } from '../auth/clock';
import { MemoryAnswers } from '../http/memory-answers';
import { createLogger } from '../logger';
import { staticFile } from '../web/static-files';
import type { Database, Listener } from './client';
import {
  DATA_CHANGES_CHANNEL,
  type DataChanges,
  type DataKind,
  watchDataChanges,
} from './data-changes';
import { services } from './schema/catalogue';

// Migration 0011's triggers, on a database whose writes commit (PGlite in memory, or a PostgreSQL
// database of its own in the run on PostgreSQL, where notices travel over a LISTEN connection).

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let changes: DataChanges;
const heard: string[] = [];
let hearing: Listener;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  changes = watchDataChanges(database, createLogger('error'));
  hearing = database.listen(
    DATA_CHANGES_CHANNEL,
    (kind) => heard.push(kind),
    () => {},
  );
  await Promise.all([changes.ready, hearing.ready]);
});

afterAll(async () => {
  await hearing.stop();
  await changes.stop();
  await isolated.dispose();
});

/** Waits for `condition`, a positive signal, and fails naming `what` if it never comes. */
async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} never happened`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The notices sent by `write`. A notice of the test's own is sent after it: notices arrive in the
 * order their transactions committed, so once it is heard (by the test's listener and by the
 * instance's versions) every notice of the write has arrived, and none can still come.
 */
async function noticesOf(write: () => Promise<unknown>): Promise<string[]> {
  heard.length = 0;
  await write();
  const marker = `marker:${randomUUID()}`;
  await database.db.execute(sql`select pg_notify(${DATA_CHANGES_CHANNEL}, ${marker})`);
  const versionOf = (kind: string) => changes.versions.stamp([kind as DataKind]).versions[0]!;
  await until(() => heard.includes(marker) && versionOf(marker) > 0, 'the closing notice');
  return [...new Set(heard.filter((kind) => kind !== marker))].sort();
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
    await noticesOf(() =>
      bookAt('2027-07-14T23:30:00Z', '2027-07-15T00:30:00Z', '2027-07-15T00:45:00Z'),
    ),
  ).toEqual(['day:2027-07-15']);
  // 23:30 UTC on 14 December is 23:30 that day (GMT); its buffer runs into the 15th.
  expect(
    await noticesOf(() =>
      bookAt('2027-12-14T23:30:00Z', '2027-12-15T00:30:00Z', '2027-12-15T00:45:00Z'),
    ),
  ).toEqual(['day:2027-12-14', 'day:2027-12-15']);
  // The night the clocks go back (31 October 2027): 00:30 UTC is 01:30 BST on the 31st.
  expect(
    await noticesOf(() =>
      bookAt('2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z', '2027-10-31T01:30:00Z'),
    ),
  ).toEqual(['day:2027-10-31']);
});

test('a price edit announces the catalogue; a rolled-back one announces nothing', async () => {
  const edit = () =>
    database.db.update(services).set({ pricePence: 4200 }).where(eq(services.slug, 'balayage'));
  expect(await noticesOf(edit)).toEqual(['catalogue']);
  const rolledBack = () =>
    database.db
      .transaction(async (tx) => {
        await tx.update(services).set({ pricePence: 4300 }).where(eq(services.slug, 'balayage'));
        tx.rollback();
      })
      .catch(() => {});
  expect(await noticesOf(rolledBack)).toEqual([]);
});

test('the versions of this instance follow the notices it hears', async () => {
  const stamp = changes.versions.stamp(['catalogue', 'settings']);
  expect(changes.versions.isCurrent(stamp)).toBe(true);
  await noticesOf(() =>
    database.db.update(services).set({ pricePence: 4400 }).where(eq(services.slug, 'balayage')),
  );
  expect(changes.versions.isCurrent(stamp)).toBe(false);
  expect(changes.versions.isCurrent(changes.versions.stamp(['settings']))).toBe(true);
});

/**
 * A way to lose the change notices for a while and get them back, as a dropped connection does.
 * On PostgreSQL the server ends the database's LISTEN connections and the listener (client.ts)
 * reconnects by itself. The embedded database's in-process listener cannot be lost: there the real
 * listener is stopped and started again, telling the watcher of the gap as client.ts's does.
 */
function notices(of: Database) {
  if (of.kind === 'postgres') {
    return {
      database: of,
      lose: () =>
        of.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'`),
      back: async () => {},
    };
  }
  let gap: { lose(): Promise<void>; back(): Promise<void> } | undefined;
  const database: Database = {
    ...of,
    listen(channel, onMessage, onGap) {
      let current = of.listen(channel, onMessage, () => {});
      let lost = false;
      gap = {
        async lose() {
          lost = true;
          await current.stop();
          onGap();
        },
        async back() {
          current = of.listen(channel, onMessage, () => {});
          await current.ready;
          lost = false;
          onGap();
        },
      };
      return {
        get hearing() {
          return !lost && current.hearing;
        },
        ready: current.ready,
        caughtUp: (timeoutMs) => (lost ? Promise.resolve(false) : current.caughtUp(timeoutMs)),
        stop: () => current.stop(),
      };
    },
  };
  return { database, lose: () => gap!.lose(), back: () => gap!.back() };
}

test('after a gap in the notices, nothing read before it or during it is trusted', async () => {
  const gap = notices(database);
  const warnings: string[] = [];
  const logger = createLogger('warn', {
    write: (line: string) => void warnings.push((JSON.parse(line) as { msg: string }).msg),
  });
  const watcher = watchDataChanges(gap.database, logger);
  await watcher.ready;
  const answers = new MemoryAnswers(watcher.versions, createClock());
  answers.set('/api/catalogue', {
    file: staticFile('.json', Buffer.from('{"services":[]}')),
    cacheControl: 'no-cache',
    stamp: watcher.versions.stamp(['catalogue']),
    from: 0,
    until: Number.POSITIVE_INFINITY,
  });
  expect(answers.get('/api/catalogue')).toBeDefined();

  await gap.lose();
  await until(
    () =>
      warnings.includes('lost the database change notices; answering from the database until back'),
    'the loss of the notices',
  );
  const readDuringGap = watcher.versions.stamp(['catalogue']);
  // Changed while nobody listened: its notice is never heard.
  await database.db.update(services).set({ pricePence: 4600 }).where(eq(services.slug, 'balayage'));
  await gap.back();
  await until(() => watcher.versions.trusted, 'listening again');

  expect(answers.get('/api/catalogue')).toBeUndefined();
  expect(watcher.versions.isCurrent(readDuringGap)).toBe(false);
  await watcher.stop();
  // On PostgreSQL this file's own listeners were cut off too: they are back before the next test.
  await until(() => changes.versions.trusted && hearing.hearing, "this file's listeners back");
});
