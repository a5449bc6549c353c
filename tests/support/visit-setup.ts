import { and, eq, ne } from 'drizzle-orm';
import { salonInstant } from '@shared/salon-dates';
import type { Db } from '../../src/server/db/client';
import { appointments } from '../../src/server/db/schema/booking';
import { services } from '../../src/server/db/schema/catalogue';
import { clients } from '../../src/server/db/schema/clients';
import { professionalServices } from '../../src/server/db/schema/diary';
import { serviceAndTeam } from './booking-team';

/**
 * Two services one professional performs, made 60 min + 15 min buffer (first) and 30 min, no
 * buffer (second), without deposits unless asked: a visit of both holds them 12:00–13:15 and
 * 13:15–13:45 when it starts at 12:00.
 */
export async function twoServiceVisit(db: Db) {
  const { service: first, team } = await serviceAndTeam(db, 'cut-blow-dry');
  const pro = team[0]!;
  const [other] = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(professionalServices, eq(professionalServices.serviceId, services.id))
    .where(
      and(
        eq(professionalServices.professionalId, pro.id),
        ne(services.id, first.id),
        eq(services.bookable, true),
        eq(services.isActive, true),
      ),
    )
    .limit(1);
  const plain = { depositKind: null, depositValue: null, adultsOnly: false };
  await db
    .update(services)
    .set({ durationMinutes: 60, bufferMinutes: 15, ...plain })
    .where(eq(services.id, first.id));
  await db
    .update(services)
    .set({ durationMinutes: 30, bufferMinutes: 0, ...plain })
    .where(eq(services.id, other!.id));
  return { first: first.id, second: other!.id, pro: pro.id };
}

/** A desk client's appointment holding `professionalId` from `time` for `minutes`. */
export async function busyWith(
  db: Db,
  professionalId: string,
  serviceId: string,
  date: string,
  time: string,
  minutes: number,
) {
  const [client] = await db
    .insert(clients)
    .values({ fullName: 'Busy Client' })
    .returning({ id: clients.id });
  const startsAt = salonInstant(date, time);
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  await db.insert(appointments).values({
    clientId: client!.id,
    serviceId,
    assignedProfessionalId: professionalId,
    startsAt,
    endsAt,
    blockedUntil: endsAt,
    totalPricePence: 1000,
    status: 'confirmed',
  });
}
