import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { salonDate, salonTime } from '../../src/shared/salon-dates';
import type { Db } from '../../src/server/db/client';
import { appointments } from '../../src/server/db/schema/booking';
import { signedInClient, withCookie } from './auth-helpers';
import { jsonPost } from './json-request';
import type { TestContext } from './test-app';

type Appointment = typeof appointments.$inferSelect;

/** The stored appointment as it stands: taken before a move that should be refused. */
export async function storedAppointment(db: Db, id: string): Promise<Appointment> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error(`no appointment ${id}`);
  return row;
}

let takers = 0;

/**
 * A refused move leaves the appointment exactly as it was, and live: still there, with the same
 * start, status, professional and span (every column as before), and still holding its time —
 * another client asking for that professional then is refused. Checking the start alone would pass
 * for an appointment a refused move had cancelled or freed.
 */
export async function expectStillBooked(ctx: TestContext, before: Appointment) {
  const after = await ctx.db.select().from(appointments).where(eq(appointments.id, before.id));
  expect(after, 'the appointment is still there').toHaveLength(1);
  expect(after[0]).toEqual(before);
  takers += 1;
  const other = await signedInClient(ctx, `slot-taker-${takers}@example.com`);
  const taken = await ctx.request(
    '/api/appointments',
    withCookie(
      other,
      jsonPost({
        serviceId: before.serviceId,
        professionalId: before.assignedProfessionalId,
        date: salonDate(before.startsAt),
        time: salonTime(before.startsAt),
      }),
    ),
  );
  expect(taken.status, 'another booking of its time is refused').toBe(409);
}
