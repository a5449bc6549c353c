import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import type { Database } from '../../../db/client';
import { profiles, user } from '../../../db/schema/auth';
import { FACTORY_MOBILE } from '../../../../../tests/support/factories';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { professionalServices } from '../../../db/schema/diary';
import { createClock } from '../../../auth/clock';
import { ApiError } from '../../../http/errors';
import { createLogger } from '../../../logger';
import { createTestProvider } from '../../../payments/test-provider';
import { prepareOnlineBooking } from '../online/booking.service';
import { bookOnline } from '../online/online-booking.service';
import { holdForDeposit } from './deposit-holds.service';

// As in booking-race.test.ts: truly concurrent on PostgreSQL (CI), one at a time on PGlite.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const RACERS = 24;

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let clientIds: string[];
let withDeposit: typeof services.$inferSelect;
let withoutDeposit: typeof services.$inferSelect;
let professionalId: string;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  const db = database.db;
  // The shortest service with a percentage deposit, and a deposit-free one the same person does.
  withDeposit = (
    await db
      .select()
      .from(services)
      .where(and(eq(services.depositKind, 'percent'), eq(services.bookable, true)))
      .orderBy(asc(services.durationMinutes))
  )[0]!;
  const [pro] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(
      and(
        eq(professionalServices.serviceId, withDeposit!.id),
        eq(professionals.followsOpeningHours, true),
      ),
    )
    .orderBy(asc(professionals.sortOrder));
  professionalId = pro!.id;
  withoutDeposit = await db
    .select({ service: services })
    .from(services)
    .innerJoin(professionalServices, eq(professionalServices.serviceId, services.id))
    .where(
      and(
        eq(professionalServices.professionalId, professionalId),
        isNull(services.depositKind),
        eq(services.bookable, true),
      ),
    )
    .orderBy(asc(services.durationMinutes))
    .then((rows) => rows[0]!.service);
  clientIds = Array.from({ length: RACERS }, () => randomUUID());
  await db.insert(user).values(
    clientIds.map((id, i) => ({
      id,
      name: `Holder ${i}`,
      email: `holder-${i}@example.com`,
      emailVerified: true,
    })),
  );
  // Every online booking needs a UK mobile on the profile (issue 32).
  await db
    .insert(profiles)
    .values(clientIds.map((userId) => ({ userId, fullName: 'Holder', phone: FACTORY_MOBILE })));
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

describe(`a time held for a deposit is anyone's only once (${HOW})`, () => {
  test('half the racers hold it for a deposit, half book it outright: exactly one gets it', async () => {
    const db = database.db;
    const payments = createTestProvider(db, 'test', createClock());
    const context = {
      now: NOW,
      publicUrl: 'http://localhost:3000',
      notifyEmail: 'salon@example.com',
      payments,
      log: createLogger('silent'),
    };
    const request = (userId: string, serviceId: string) => ({
      userId,
      serviceId,
      professionalId,
      date: '2026-12-02',
      time: '10:00',
      notes: null,
    });
    const outcomes = await Promise.allSettled(
      clientIds.map(async (userId, i) => {
        if (i % 2 === 0) {
          const prepared = await prepareOnlineBooking(db, request(userId, withDeposit.id), context);
          return holdForDeposit(db, prepared, 1000, context);
        }
        return bookOnline(db, request(userId, withoutDeposit.id), context);
      }),
    );
    const unexpected = outcomes.filter(
      (o) => o.status === 'rejected' && !(o.reason instanceof ApiError && o.reason.status === 409),
    );
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rows = await db
      .select()
      .from(appointments)
      .where(eq(appointments.assignedProfessionalId, professionalId));
    expect(rows).toHaveLength(1);
  }, 120_000);

  test('while held, the time is refused to the next client, whatever the service', async () => {
    const db = database.db;
    const [held] = await db.select().from(appointments).where(isNotNull(appointments.heldUntil));
    const [booked] = await db.select().from(appointments).where(isNull(appointments.heldUntil));
    // Whichever won the race above, the other kind of booking cannot take the time now.
    const next = randomUUID();
    await db.insert(user).values({
      id: next,
      name: 'Late Comer',
      email: 'late-comer@example.com',
      emailVerified: true,
    });
    await db.insert(profiles).values({ userId: next, fullName: 'Late', phone: FACTORY_MOBILE });
    const attempt = bookOnline(
      db,
      {
        userId: next,
        serviceId: withoutDeposit.id,
        professionalId,
        date: '2026-12-02',
        time: '10:00',
        notes: null,
      },
      { now: NOW, publicUrl: 'http://localhost:3000', notifyEmail: 'salon@example.com' },
    );
    await expect(attempt).rejects.toMatchObject({ status: 409 });
    expect([held, booked].filter(Boolean)).toHaveLength(1);
  }, 60_000);
});
