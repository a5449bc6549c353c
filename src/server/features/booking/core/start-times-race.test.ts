import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { ApiError } from '../../../http/errors';
import { createDeskAppointment } from '../desk/desk-booking.service';

// Staff may now start at any 5 minutes (issue 30): starts that are not the same time still overlap.
// The day's lock and the exclusion constraint must keep them apart as they kept the fixed list's
// identical starts apart. Committed for real, on a database of their own (see booking-race.test.ts).
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const CONTEXT = { now: NOW, publicUrl: 'http://localhost:3000' };
const DESK = {
  id: randomUUID(),
  email: 'desk@example.com',
  name: 'Desk',
  role: 'owner' as const,
  professionalId: null,
  locale: 'pt-BR' as const,
};
/** Beatriz works Saturdays 08:00–17:00. */
const SATURDAY = '2026-11-28';

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  await database.db
    .insert(user)
    .values({ id: DESK.id, name: DESK.name, email: DESK.email, emailVerified: true });
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

describe(`the desk booking overlapping 5-minute starts at once (${HOW})`, () => {
  test('exactly one of twelve starts inside one hour is booked, and no other record is left', async () => {
    const [cut] = await database.db
      .select()
      .from(services)
      .where(eq(services.slug, 'cut-blow-dry'));
    const [beatriz] = await database.db
      .select()
      .from(professionals)
      .where(eq(professionals.name, 'Beatriz Santos'));
    // 12:00, 12:05 … 12:55: every one of them overlaps every other's hour.
    const times = Array.from({ length: 12 }, (_, i) => `12:${String(i * 5).padStart(2, '0')}`);
    const outcomes = await Promise.allSettled(
      times.map((time, i) =>
        createDeskAppointment(
          database.db,
          DESK,
          {
            serviceId: cut!.id,
            professionalId: beatriz!.id,
            date: SATURDAY,
            time,
            staffNote: null,
            newClient: { name: `Overlap ${i}`, phone: '07700 900 000', email: null },
          },
          CONTEXT,
        ),
      ),
    );
    const other = outcomes.filter(
      (o) => o.status === 'rejected' && !(o.reason instanceof ApiError && o.reason.status === 409),
    );
    expect(other).toEqual([]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const booked = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.assignedProfessionalId, beatriz!.id));
    expect(booked).toHaveLength(1);
    const records = await database.db
      .select()
      .from(clients)
      .where(like(clients.fullName, 'Overlap %'));
    expect(records).toHaveLength(1);
  });
});
