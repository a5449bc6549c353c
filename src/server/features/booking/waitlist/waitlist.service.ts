import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, salonDate } from '@shared/salon-dates';
import {
  type AdminWaitlistEntry,
  type JoinWaitlistInput,
  MAX_OPEN_ENTRIES,
  MAX_RANGE_DAYS,
  type WaitlistEntry,
  waitlistMessages,
} from '@shared/waitlist';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clientDirectory, clients } from '../../../db/schema/clients';
import { professionalServices } from '../../../db/schema/diary';
import { waitlistEntries, waitlistOffers } from '../../../db/schema/waitlist';
import { accountClientId } from '../../../domain/client-records';
import { ApiError } from '../../../http/errors';

export const entryNotFound = () => new ApiError(404, 'not_found', waitlistMessages.notFound);

const refused = (field: string, message: string) =>
  new ApiError(422, 'validation_failed', message, { [field]: message });

/** Entries still worth waiting for: not booked, and their last day not gone by. */
export const openEntries = (now: Date) =>
  and(eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.toDate, salonDate(now)));

/**
 * A signed-in client joins the waitlist. The service must be bookable and the professional (when
 * chosen) must perform it; the range starts today or later and ends within online booking's
 * horizon; a client keeps at most MAX_OPEN_ENTRIES open entries (counted under a lock on their
 * record, so two joins at once cannot pass the limit together).
 */
export async function joinWaitlist(
  db: Db,
  userId: string,
  input: JoinWaitlistInput,
  now: Date,
): Promise<WaitlistEntry> {
  const today = salonDate(now);
  if (input.fromDate < today) throw refused('fromDate', waitlistMessages.fromPast);
  if (input.toDate > addDays(today, MAX_RANGE_DAYS))
    throw refused('toDate', waitlistMessages.tooFar);
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.id, input.serviceId),
        eq(services.isActive, true),
        eq(services.bookable, true),
      ),
    );
  if (!service) throw refused('serviceId', waitlistMessages.serviceRequired);
  if (input.professionalId) {
    const [performs] = await db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(
        professionalServices,
        and(
          eq(professionalServices.professionalId, professionals.id),
          eq(professionalServices.serviceId, input.serviceId),
        ),
      )
      .where(and(eq(professionals.id, input.professionalId), eq(professionals.isActive, true)));
    if (!performs)
      throw refused(
        'professionalId',
        'This professional does not perform that service. Choose another, or No preference.',
      );
  }
  const id = await db.transaction(async (tx) => {
    const clientId = await accountClientId(tx, userId);
    // The record's row lock serialises one client's joins: the count below cannot go stale.
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.clientId, clientId), openEntries(now)))) as [{ n: number }];
    if (n >= MAX_OPEN_ENTRIES) throw new ApiError(409, 'too_many', waitlistMessages.tooMany);
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        clientId,
        userId,
        serviceId: input.serviceId,
        professionalId: input.professionalId,
        fromDate: input.fromDate,
        toDate: input.toDate,
        parts: [...new Set(input.parts)],
        createdAt: now,
      })
      .returning({ id: waitlistEntries.id });
    return row!.id;
  });
  const [entry] = await listEntries(db, { ids: [id] });
  return entry!;
}

/** A client's own entries (newest first), open or booked, whose last day is not gone by. */
export async function ownEntries(db: Db, userId: string, now: Date): Promise<WaitlistEntry[]> {
  return listEntries(db, {
    where: and(eq(waitlistEntries.userId, userId), gte(waitlistEntries.toDate, salonDate(now))),
  });
}

const chosen = alias(professionals, 'waitlist_professional');

/** What the client's list and the desk's both show of an entry (joined with its service). */
const entryColumns = {
  id: waitlistEntries.id,
  serviceName: services.name,
  professionalName: chosen.name,
  fromDate: waitlistEntries.fromDate,
  toDate: waitlistEntries.toDate,
  parts: waitlistEntries.parts,
  status: waitlistEntries.status,
  createdAt: waitlistEntries.createdAt,
};

async function listEntries(
  db: Db,
  query: { ids?: string[]; where?: ReturnType<typeof and> },
): Promise<WaitlistEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(chosen, eq(chosen.id, waitlistEntries.professionalId))
    .where(query.ids ? inArray(waitlistEntries.id, query.ids) : query.where)
    .orderBy(desc(waitlistEntries.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Removes an entry (the client's own, or any for staff) by its id, with its offers; a time held
 * for an open offer is released at once, so the next client may be offered it.
 */
export async function removeEntry(
  db: Db,
  id: string,
  owner: { userId: string } | 'staff',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.id, id),
          owner === 'staff' ? undefined : eq(waitlistEntries.userId, owner.userId),
        ),
      )
      .for('update');
    if (!entry) throw entryNotFound();
    await releaseHolds(tx, [id]);
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
  });
}

/** Deletes the still-held times of the entries' open offers (never a claimed, booked one). */
export async function releaseHolds(tx: Db, entryIds: string[]): Promise<void> {
  if (entryIds.length === 0) return;
  await tx.delete(appointments).where(
    and(
      isNotNull(appointments.heldUntil),
      inArray(
        appointments.id,
        tx
          .select({ id: waitlistOffers.appointmentId })
          .from(waitlistOffers)
          .where(
            and(inArray(waitlistOffers.entryId, entryIds), eq(waitlistOffers.status, 'offered')),
          ),
      ),
    ),
  );
}

/** The back office's list: every entry not gone by, oldest first (the order offers go in). */
export async function adminEntries(db: Db, now: Date): Promise<AdminWaitlistEntry[]> {
  const rows = await db
    .select({
      ...entryColumns,
      clientName: clientDirectory.fullName,
      clientEmail: clientDirectory.email,
      offers: sql<AdminWaitlistEntry['offers']>`coalesce((select json_agg(json_build_object(
          'startsAt', to_char(${waitlistOffers.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'status', ${waitlistOffers.status}) order by ${waitlistOffers.createdAt})
        from ${waitlistOffers} where ${waitlistOffers.entryId} = ${waitlistEntries.id}), '[]'::json)`,
    })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(chosen, eq(chosen.id, waitlistEntries.professionalId))
    .innerJoin(clientDirectory, eq(clientDirectory.id, waitlistEntries.clientId))
    .where(gte(waitlistEntries.toDate, salonDate(now)))
    .orderBy(asc(waitlistEntries.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
