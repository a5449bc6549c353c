import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import type { Database } from '../../../db/client';
import { profiles, user } from '../../../db/schema/auth';
import { FACTORY_MOBILE } from '../../../../../tests/support/factories';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { professionalServices } from '../../../db/schema/diary';
import { ApiError } from '../../../http/errors';
import { bookOnline } from './online-booking.service';
import { createDeskAppointment } from '../desk/desk-booking.service';

// Bookings here commit for real, each in its own transaction, on a database of their own: on
// PostgreSQL (TEST_DATABASE_URL, CI) they run on separate pooled connections, truly at the same
// time; the embedded PGlite has one connection and runs them one at a time, so there these tests
// show the outcome but cannot show the day lock at work.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const CONTEXT = { now: NOW, publicUrl: 'http://localhost:3000', notifyEmail: 'salon@example.com' };
const RACERS = 50;

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let clientIds: string[];
let serviceId: string;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  const [service] = await database.db
    .select()
    .from(services)
    .where(eq(services.slug, 'cut-blow-dry'));
  serviceId = service!.id;
  clientIds = Array.from({ length: RACERS }, () => randomUUID());
  await database.db.insert(user).values(
    clientIds.map((id, i) => ({
      id,
      name: `Racer ${i}`,
      email: `racer-${i}@example.com`,
      emailVerified: true,
    })),
  );
  // Every online booking needs a UK mobile on the profile (issue 32).
  await database.db
    .insert(profiles)
    .values(clientIds.map((userId) => ({ userId, fullName: 'Racer', phone: FACTORY_MOBILE })));
}, 60_000);

/** The active professionals who perform the service: the most 'No preference' can book at once. */
function eligibleTeam() {
  return database.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, serviceId)))
    .orderBy(asc(professionals.sortOrder));
}

afterAll(async () => {
  await isolated?.dispose();
});

async function race(date: string, time: string, professionalId: string | null) {
  const outcomes = await Promise.allSettled(
    clientIds.map((userId) =>
      bookOnline(
        database.db,
        { userId, serviceId, professionalId, date, time, notes: null },
        CONTEXT,
      ),
    ),
  );
  const refused = outcomes.filter(
    (o) => o.status === 'rejected' && o.reason instanceof ApiError && o.reason.status === 409,
  );
  const other = outcomes.filter(
    (o) => o.status === 'rejected' && !(o.reason instanceof ApiError && o.reason.status === 409),
  );
  return {
    booked: outcomes.filter((o) => o.status === 'fulfilled').length,
    refused: refused.length,
    other,
  };
}

describe(`${RACERS} clients booking one slot at the same moment (${HOW})`, () => {
  test('with one professional chosen, exactly one booking succeeds and the rest get 409', async () => {
    const [pro] = await eligibleTeam();
    const result = await race('2026-12-02', '10:00', pro!.id);
    expect(result.other).toEqual([]);
    expect(result).toMatchObject({ booked: 1, refused: RACERS - 1 });
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.assignedProfessionalId, pro!.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  test('with no preference, exactly as many succeed as there are professionals performing it', async () => {
    const team = await eligibleTeam();
    // Fewer than the whole team: the others never take a service they do not perform.
    const everyone = await database.db.select().from(professionals);
    expect(team.length).toBeLessThan(everyone.length);
    const result = await race('2026-12-03', '15:00', null);
    expect(result.other).toEqual([]);
    expect(result).toMatchObject({ booked: team.length, refused: RACERS - team.length });
    const held = await database.db
      .select({ pro: appointments.assignedProfessionalId })
      .from(appointments)
      .where(eq(appointments.startsAt, new Date('2026-12-03T15:00:00Z')));
    expect(new Set(held.map((h) => h.pro))).toEqual(new Set(team.map((p) => p.id)));
  }, 60_000);
});

describe(`as many clients as eligible professionals, all with 'No preference', at one slot (${HOW})`, () => {
  // Without the day lock, two racers read the same free professional, both insert, and the
  // exclusion constraint refuses one of them although another professional was free: every racer
  // here must get a professional, each a different one. Several slots, to give a race many chances.
  test('every one of them is booked, each with a different professional', async () => {
    const team = await eligibleTeam();
    expect(team.length).toBeGreaterThanOrEqual(2);
    const racers = clientIds.slice(0, team.length);
    const date = '2026-12-08';
    const times = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
    for (const time of times) {
      const outcomes = await Promise.allSettled(
        racers.map((userId) =>
          bookOnline(
            database.db,
            { userId, serviceId, professionalId: null, date, time, notes: null },
            CONTEXT,
          ),
        ),
      );
      const failures = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [String((o.reason as Error).message)] : [],
      );
      expect(failures, time).toEqual([]);
      const held = await database.db
        .select({ pro: appointments.assignedProfessionalId })
        .from(appointments)
        .where(eq(appointments.startsAt, new Date(`${date}T${time}:00Z`)));
      expect(held, time).toHaveLength(team.length);
      expect(new Set(held.map((h) => h.pro)), time).toEqual(new Set(team.map((p) => p.id)));
    }
  }, 60_000);
});

describe(`the front desk and clients online racing for one slot (${HOW})`, () => {
  // Staff booking new phone clients and clients booking online share the engine, the lock and the
  // constraint: one booking in all, and no desk client record left behind by a refused booking.
  test('exactly one succeeds, and only a booked desk client keeps a record', async () => {
    const [pro] = await eligibleTeam();
    const date = '2026-12-09';
    const time = '11:00';
    const desk = {
      id: clientIds[0]!,
      email: 'racer-0@example.com',
      name: 'Racer 0',
      role: 'owner' as const,
      professionalId: null,
      locale: 'pt-BR' as const,
    };
    const slot = { serviceId, professionalId: pro!.id, date, time, notes: null };
    const outcomes = await Promise.allSettled(
      clientIds.map((userId, i) =>
        i % 2 === 0
          ? createDeskAppointment(
              database.db,
              desk,
              {
                ...slot,
                staffNote: null,
                newClient: { name: `Desk ${i}`, phone: '07700 900 000', email: null },
              },
              CONTEXT,
            )
          : bookOnline(database.db, { userId, ...slot }, CONTEXT),
      ),
    );
    const other = outcomes.filter(
      (o) => o.status === 'rejected' && !(o.reason instanceof ApiError && o.reason.status === 409),
    );
    expect(other).toEqual([]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const deskRecords = await database.db
      .select({ id: clients.id })
      .from(clients)
      .where(like(clients.fullName, 'Desk %'));
    const held = await database.db
      .select({ clientId: appointments.clientId })
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(`${date}T${time}:00Z`)));
    expect(held).toHaveLength(1);
    expect(deskRecords.map((r) => r.id).filter((id) => id !== held[0]!.clientId)).toEqual([]);
  }, 60_000);
});
