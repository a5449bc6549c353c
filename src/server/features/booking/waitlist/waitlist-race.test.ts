import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createLogger } from '../../../logger';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { testConfig } from '../../../../../tests/support/test-database';
import {
  CONTEXT,
  fullDay,
  morningOf,
  offerTokens,
  waitlistClient,
} from '../../../../../tests/support/waitlist-helpers';
import { type Database, openPostgres } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { waitlistEntries, waitlistOffers } from '../../../db/schema/waitlist';
import { cancelOwnAppointment } from '../online/booking.service';
import { claimOffer } from './waitlist-claims.service';
import { joinWaitlist } from './waitlist.service';
import { runWaitlistOffers } from './waitlist-offers.service';

// Two app instances (two pools on one PostgreSQL database) run the offers job at the same moment,
// then the offered client's link is claimed twice at once: one offer, one booking. On PGlite both
// "instances" share its one connection and run in turn.
const HOW = inject('postgres')
  ? 'on PostgreSQL, two pools at the same time'
  : 'on PGlite, one after the other';

const NOW = new Date('2027-05-03T08:00:00Z');
const JOB = { publicUrl: CONTEXT.publicUrl, sms: false };
const log = createLogger('silent');

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let first: Database;
let second: Database;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  first = isolated.database;
  second = isolated.url ? openPostgres(isolated.url, testConfig.migrationsDir) : first;
}, 120_000);

afterAll(async () => {
  if (second !== first) await second?.close();
  await isolated?.dispose();
});

describe(`two clients waiting for one freed time (${HOW})`, () => {
  test('exactly one is offered it, and one claim books it', async () => {
    const db = first.db;
    const day = await fullDay(db, NOW);
    const waiting: string[] = [];
    for (const [i, name] of ['ana', 'bia'].entries()) {
      const userId = await waitlistClient(db, `${name}@example.com`);
      await joinWaitlist(db, userId, morningOf(day), new Date(NOW.getTime() + i * 60_000));
      waiting.push(userId);
    }
    const later = new Date(NOW.getTime() + 5 * 60_000);
    await cancelOwnAppointment(
      db,
      { userId: day.filler, email: 'filler@example.com', appointmentId: day.booked[0]!.id },
      { now: later, ...CONTEXT },
    );

    const rounds = await Promise.all([
      runWaitlistOffers(first.db, later, JOB),
      runWaitlistOffers(second.db, later, JOB),
    ]);
    expect(rounds.reduce((n, r) => n + r.offered, 0)).toBe(1);
    const offers = await db
      .select({ userId: waitlistEntries.userId, startsAt: waitlistOffers.startsAt })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId));
    // The older entry's client, for the freed time.
    expect(offers).toEqual([{ userId: waiting[0], startsAt: day.booked[0]!.startsAt }]);

    const [token] = await offerTokens(db, 'ana@example.com');
    const context = { now: later, ...CONTEXT, payments: undefined, log };
    const claims = await Promise.allSettled([
      claimOffer(first.db, token!, context),
      claimOffer(second.db, token!, context),
    ]);
    expect(claims.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected']);
    const booked = await db
      .select({ userId: appointments.userId, heldUntil: appointments.heldUntil })
      .from(appointments)
      .where(eq(appointments.startsAt, day.booked[0]!.startsAt));
    expect(booked.filter((a) => a.heldUntil === null && a.userId === waiting[0])).toHaveLength(1);
  }, 120_000);
});
