import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { count } from 'drizzle-orm';
import { visitHoldInputSchema } from '@shared/schemas/visits';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { busyWith, twoServiceVisit } from '../../../../../tests/support/visit-setup';
import type { Database } from '../../../db/client';
import { appointments, visits } from '../../../db/schema/booking';
import { ApiError } from '../../../http/errors';
import { holdVisit } from './visit-holds.service';

// Holds here commit for real, each in its own transaction, on a database of their own: on
// PostgreSQL (TEST_DATABASE_URL) they run on separate pooled connections, truly at once; PGlite
// runs them one at a time, so there the test shows the outcome but not the day lock at work.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const RACERS = 20;

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let visit: Awaited<ReturnType<typeof twoServiceVisit>>;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  visit = await twoServiceVisit(database.db);
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

const input = (date: string, time: string) =>
  visitHoldInputSchema.parse({
    parts: [
      { serviceId: visit.first, professionalId: visit.pro },
      { serviceId: visit.second, professionalId: visit.pro },
    ],
    date,
    time,
  });

async function race(date: string, time: string) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: RACERS }, () => holdVisit(database.db, input(date, time), { now: NOW })),
  );
  const is409 = (o: PromiseSettledResult<unknown>) =>
    o.status === 'rejected' && o.reason instanceof ApiError && o.reason.status === 409;
  return {
    held: outcomes.filter((o) => o.status === 'fulfilled').length,
    refused: outcomes.filter(is409).length,
    other: outcomes.filter((o) => o.status === 'rejected' && !is409(o)),
  };
}

const rows = async () => ({
  appointments: (await database.db.select({ n: count() }).from(appointments))[0]!.n,
  visits: (await database.db.select({ n: count() }).from(visits))[0]!.n,
});

describe(`visitors holding one visit's time at the same moment (${HOW})`, () => {
  test('exactly one holds it, with both its parts; the others get 409', async () => {
    const before = await rows();
    const result = await race('2026-12-02', '10:00');
    expect(result.other).toEqual([]);
    expect(result).toMatchObject({ held: 1, refused: RACERS - 1 });
    expect(await rows()).toEqual({
      appointments: before.appointments + 2,
      visits: before.visits + 1,
    });
  }, 60_000);

  test('a visit whose second part collides holds nothing, however many try', async () => {
    await busyWith(database.db, visit.pro, visit.first, '2026-12-03', '17:00', 60);
    const before = await rows();
    const result = await race('2026-12-03', '15:30');
    expect(result.other).toEqual([]);
    expect(result).toMatchObject({ held: 0, refused: RACERS });
    expect(await rows()).toEqual(before);
  }, 60_000);
});
