import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { isSmsDaytime } from '@shared/reminders';
import { addDays, salonDate, salonInstant } from '@shared/salon-dates';
import { ukMobileNumber } from '@shared/sms-consent';
import { OFFER_MINUTES, type PartOfDay, partOfDay } from '@shared/waitlist';
import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { professionals } from '../../../db/schema/catalogue';
import { waitlistEntries, waitlistOffers } from '../../../db/schema/waitlist';
import { hashLinkToken, newLinkToken } from '../../../domain/link-tokens';
import { enqueueSms } from '../../../domain/sms-queue';
import { ApiError } from '../../../http/errors';
import { enqueueMail } from '../../../mail/mail-queue';
import { bookPlannedSlot, planSlot } from '../core/slot-booking';
import { loadDiary } from '../diary/diary.service';
import { ONLINE_WINDOW } from '../diary/salon-time';
import { offeredTimes } from '../diary/schedule';
import { emailAppointment, emailClient, ONLINE_MESSAGES } from '../online/booking.service';
import { waitlistOfferEmail, waitlistOfferSms } from './waitlist-messages';
import { openEntries } from './waitlist.service';

export interface OfferContext {
  publicUrl: string;
  /** Whether SMS can be sent (Twilio configured). */
  sms: boolean;
}

/** Entries looked at per round, oldest first: the first matching client is offered first. */
const ENTRIES_PER_ROUND = 50;
/** Times tried for one entry in a round when others take them first (a stale read). */
const TRIES_PER_ENTRY = 3;

/**
 * The scheduled job (decision 028's pattern): first the offers whose 30 minutes ran out lapse and
 * their held times are freed; then each waiting entry without an open offer, oldest first, is
 * offered the earliest free time that matches it and was never offered to it. A time passed on by
 * a lapse or a 'No thanks' is thus offered to the next matching client in the same round.
 */
export async function runWaitlistOffers(db: Db, now: Date, context: OfferContext) {
  const lapsed = await lapseOffers(db, now);
  const offered = await makeOffers(db, now, context);
  return { lapsed, offered };
}

/**
 * Offers past their time lapse, and their holds are deleted, in one transaction; the offers are
 * claimed with SKIP LOCKED, so a claim being made at that moment (which locks its offer) finishes
 * first and several instances share the work.
 */
export async function lapseOffers(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: waitlistOffers.id, appointmentId: waitlistOffers.appointmentId })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.status, 'offered'), lte(waitlistOffers.expiresAt, now)))
      .limit(100)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await endOffers(tx, due, 'lapsed');
    return due.length;
  });
}

/** Ends open offers (lapsed or declined) and frees the times they held. */
export async function endOffers(
  tx: Db,
  offers: { id: string; appointmentId: string | null }[],
  status: 'lapsed' | 'declined',
): Promise<void> {
  const holds = offers.flatMap((o) => (o.appointmentId ? [o.appointmentId] : []));
  if (holds.length > 0)
    await tx
      .delete(appointments)
      .where(and(inArray(appointments.id, holds), isNotNull(appointments.heldUntil)));
  await tx
    .update(waitlistOffers)
    .set({ status, appointmentId: null })
    .where(
      inArray(
        waitlistOffers.id,
        offers.map((o) => o.id),
      ),
    );
}

interface WaitingEntry {
  id: string;
  clientId: string;
  userId: string | null;
  serviceId: string;
  professionalId: string | null;
  fromDate: string;
  toDate: string;
  parts: PartOfDay[];
}

export async function makeOffers(db: Db, now: Date, context: OfferContext): Promise<number> {
  const waiting = await db
    .select({
      id: waitlistEntries.id,
      clientId: waitlistEntries.clientId,
      userId: waitlistEntries.userId,
      serviceId: waitlistEntries.serviceId,
      professionalId: waitlistEntries.professionalId,
      fromDate: waitlistEntries.fromDate,
      toDate: waitlistEntries.toDate,
      parts: waitlistEntries.parts,
    })
    .from(waitlistEntries)
    .where(
      and(
        openEntries(now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(waitlistOffers)
            .where(
              and(
                eq(waitlistOffers.entryId, waitlistEntries.id),
                eq(waitlistOffers.status, 'offered'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(ENTRIES_PER_ROUND);
  let offered = 0;
  for (const entry of waiting) if (await offerEntry(db, entry, now, context)) offered += 1;
  return offered;
}

/** The free starts matching an entry, earliest first, that were never offered to it. */
async function matchingTimes(db: Db, entry: WaitingEntry, now: Date) {
  const today = salonDate(now);
  const from = entry.fromDate > today ? entry.fromDate : today;
  const last = addDays(today, ONLINE_WINDOW.horizonDays);
  const to = entry.toDate < last ? entry.toDate : last;
  if (to < from) return [];
  const loaded = await loadDiary(db, {
    serviceId: entry.serviceId,
    professionalId: entry.professionalId,
    from,
    to,
    now,
  }).catch((err: unknown) => {
    // The service or professional is no longer bookable: nothing to offer, the entry stays.
    if (err instanceof ApiError) return null;
    throw err;
  });
  if (!loaded) return [];
  const before = await db
    .select({ startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.entryId, entry.id));
  const offeredBefore = new Set(before.map((o) => o.startsAt.getTime()));
  const times: { date: string; time: string }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const time of offeredTimes(date, loaded.service, loaded.candidates, loaded.diary, now)) {
      if (!entry.parts.includes(partOfDay(time))) continue;
      if (offeredBefore.has(salonInstant(date, time).getTime())) continue;
      times.push({ date, time });
      if (times.length >= TRIES_PER_ENTRY) return times;
    }
  }
  return times;
}

/** Thrown inside an offer's transaction to roll its hold back: the entry has an offer already. */
class AlreadyOffered extends Error {}

/**
 * Holds the entry's earliest matching time for OFFER_MINUTES and sends the offer. The hold is an
 * appointments row with `held_until`, booked through the one slot engine (the day's lock, then the
 * no-overlap constraint): of two instances offering one time at once, one holds it. The offer row
 * is written in the same transaction, unique per (entry, start) and one open offer per entry, so a
 * time is offered once per client and a client has one held time at a time.
 */
async function offerEntry(
  db: Db,
  entry: WaitingEntry,
  now: Date,
  context: OfferContext,
): Promise<boolean> {
  for (const { date, time } of await matchingTimes(db, entry, now)) {
    const request = {
      serviceId: entry.serviceId,
      professionalId: entry.professionalId,
      date,
      time,
      notes: null,
    };
    const expiresAt = new Date(now.getTime() + OFFER_MINUTES * 60_000);
    const token = newLinkToken();
    try {
      const plan = await planSlot(db, request, {
        now,
        window: ONLINE_WINDOW,
        messages: ONLINE_MESSAGES,
      });
      await bookPlannedSlot(db, plan, {
        status: 'pending',
        heldUntil: expiresAt,
        messages: ONLINE_MESSAGES,
        owner: async () => ({ clientId: entry.clientId, userId: entry.userId }),
        after: async (tx, hold) => {
          const [held] = await tx
            .select({ professionalId: appointments.assignedProfessionalId })
            .from(appointments)
            .where(eq(appointments.id, hold.id));
          const [offer] = await tx
            .insert(waitlistOffers)
            .values({
              entryId: entry.id,
              appointmentId: hold.id,
              professionalId: held!.professionalId,
              startsAt: hold.startsAt,
              tokenHash: hashLinkToken(token),
              expiresAt,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: waitlistOffers.id });
          if (!offer) throw new AlreadyOffered();
          await sendOffer(
            tx,
            { entry, offerId: offer.id, appointmentId: hold.id, token, now },
            context,
          );
        },
      });
      return true;
    } catch (err) {
      if (err instanceof AlreadyOffered) return false;
      // Taken or no longer offered since the diary was read: try the entry's next time.
      if (err instanceof ApiError && err.status < 500) continue;
      throw err;
    }
  }
  return false;
}

/** The offer's e-mail, and an SMS to a number the client proved theirs, in the offer's transaction. */
async function sendOffer(
  tx: Db,
  offer: { entry: WaitingEntry; offerId: string; appointmentId: string; token: string; now: Date },
  context: OfferContext,
) {
  const { entry, token } = offer;
  const about = [entry.clientId, entry.id, offer.offerId, offer.appointmentId];
  const held = await emailAppointment(tx, offer.appointmentId);
  const [assigned] = await tx
    .select({ name: professionals.name })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.assignedProfessionalId))
    .where(eq(appointments.id, offer.appointmentId));
  const time = {
    serviceName: held.serviceName,
    professionalName: assigned!.name,
    startsAt: held.startsAt,
  };
  const client = await emailClient(tx, entry.clientId);
  if (client)
    await enqueueMail(tx, waitlistOfferEmail(time, client, token, context.publicUrl), about);
  // A text at night would wake the client for a time that lapses before they read it.
  if (!context.sms || !entry.userId || !isSmsDaytime(offer.now)) return;
  const [profile] = await tx
    .select({ phone: profiles.phone, verified: profiles.smsVerifiedNumber })
    .from(profiles)
    .where(eq(profiles.userId, entry.userId));
  const to = ukMobileNumber(profile?.phone);
  if (to && to === profile?.verified)
    await enqueueSms(
      tx,
      [{ to, body: waitlistOfferSms(time, token, context.publicUrl), about }],
      offer.now,
    );
}
