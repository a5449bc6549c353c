import { eq } from 'drizzle-orm';
import { type AppointmentStatus } from '@shared/booking';
import { type DepositCheckout, depositPence } from '@shared/deposits';
import { type WaitlistOffer, waitlistMessages } from '@shared/waitlist';
import type { Db } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { waitlistEntries, waitlistOffers } from '../../../db/schema/waitlist';
import { getSalonSettings } from '../../../domain/salon-settings';
import { hashLinkToken } from '../../../domain/link-tokens';
import { ApiError } from '../../../http/errors';
import { enqueueMail } from '../../../mail/mail-queue';
import { queueFormsEmail } from '../../clinical/forms/forms-email';
import { bookingNoticeEmail, bookingReceivedEmail } from '../core/booking-emails';
import {
  type DepositContext,
  openDepositCheckout,
  recordDepositHold,
} from '../deposits/deposit-holds.service';
import { emailAppointment, emailClient } from '../online/booking.service';
import { endOffers } from './waitlist-offers.service';

const offerNotFound = () => new ApiError(404, 'not_found', waitlistMessages.offerNotFound);
const offerEnded = () => new ApiError(410, 'offer_ended', waitlistMessages.offerEnded);

/** The offer a link's token names, as its page shows it; unknown tokens are not found. */
export async function offerByToken(db: Db, token: string): Promise<WaitlistOffer> {
  const [row] = await db
    .select({
      serviceName: services.name,
      professionalName: professionals.name,
      startsAt: waitlistOffers.startsAt,
      expiresAt: waitlistOffers.expiresAt,
      status: waitlistOffers.status,
      service: {
        pricePence: services.pricePence,
        depositKind: services.depositKind,
        depositValue: services.depositValue,
      },
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .innerJoin(professionals, eq(professionals.id, waitlistOffers.professionalId))
    .where(eq(waitlistOffers.tokenHash, hashLinkToken(token)));
  if (!row) throw offerNotFound();
  const { service, ...offer } = row;
  return {
    ...offer,
    startsAt: offer.startsAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    depositPence: depositPence(service),
  };
}

/**
 * The open offer a token names, locked for this transaction: a claim, a 'No thanks' and the job's
 * lapse take turns on it, so a time is claimed once and never after it lapsed.
 */
async function lockOpenOffer(tx: Db, token: string, now: Date) {
  const [row] = await tx
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.tokenHash, hashLinkToken(token)))
    .for('update', { of: waitlistOffers });
  if (!row) throw offerNotFound();
  if (row.offer.status !== 'offered' || row.offer.expiresAt <= now || !row.offer.appointmentId)
    throw offerEnded();
  return { ...row, appointmentId: row.offer.appointmentId };
}

export interface ClaimContext extends DepositContext {
  notifyEmail: string;
}

/**
 * 'Book this time': the held row becomes the client's appointment, with the booking's e-mails
 * (pending until the salon confirms it, or confirmed when the owner chose so). A service with a
 * deposit goes on to the deposit checkout instead: the hold is handed to a deposit (decision 028)
 * and becomes the appointment once paid. The entry is then booked: no more offers for it.
 */
export async function claimOffer(
  db: Db,
  token: string,
  context: ClaimContext,
): Promise<{ appointmentId: string } | { checkout: DepositCheckout }> {
  const offer = await offerByToken(db, token);
  if (offer.status !== 'offered' || new Date(offer.expiresAt) <= context.now) throw offerEnded();
  if (offer.depositPence !== null) return claimWithDeposit(db, token, offer, context);
  return db.transaction(async (tx) => {
    const { entry, appointmentId } = await lockOpenOffer(tx, token, context.now);
    const online = (await getSalonSettings(tx)).onlineBooking;
    const status: AppointmentStatus = online.autoConfirm ? 'confirmed' : 'pending';
    await tx
      .update(appointments)
      .set({ heldUntil: null, status })
      .where(eq(appointments.id, appointmentId));
    await settle(tx, entry.id, token);
    const mail = await emailAppointment(tx, appointmentId);
    const client = await emailClient(tx, entry.clientId);
    if (client)
      await enqueueMail(
        tx,
        [
          bookingReceivedEmail(mail, client, context.publicUrl, online.autoConfirm),
          bookingNoticeEmail(mail, client, context.notifyEmail, online.autoConfirm),
        ],
        [entry.clientId, appointmentId],
      );
    await queueFormsEmail(tx, appointmentId, context);
    return { appointmentId };
  });
}

async function settle(tx: Db, entryId: string, token: string) {
  await tx
    .update(waitlistOffers)
    .set({ status: 'claimed' })
    .where(eq(waitlistOffers.tokenHash, hashLinkToken(token)));
  await tx.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, entryId));
}

async function claimWithDeposit(
  db: Db,
  token: string,
  offer: WaitlistOffer,
  context: ClaimContext,
): Promise<{ checkout: DepositCheckout }> {
  const [owner] = await db
    .select({ userId: user.id, email: user.email })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(user, eq(user.id, waitlistEntries.userId))
    .where(eq(waitlistOffers.tokenHash, hashLinkToken(token)));
  if (!owner) throw offerEnded();
  const opened = await openDepositCheckout(
    {
      serviceName: offer.serviceName,
      startsAt: new Date(offer.startsAt),
      amountPence: offer.depositPence!,
      userId: owner.userId,
      email: owner.email,
    },
    context,
  );
  try {
    await db.transaction(async (tx) => {
      const { entry, appointmentId } = await lockOpenOffer(tx, token, context.now);
      await tx
        .update(appointments)
        .set({ heldUntil: opened.heldUntil })
        .where(eq(appointments.id, appointmentId));
      await recordDepositHold(tx, opened, {
        holdId: appointmentId,
        clientId: entry.clientId,
        serviceId: entry.serviceId,
        professionalId: entry.professionalId,
        startsAt: new Date(offer.startsAt),
        amountPence: offer.depositPence!,
      });
      await settle(tx, entry.id, token);
    });
  } catch (err) {
    await opened.close();
    throw err;
  }
  return { checkout: opened.checkout };
}

/** 'No thanks': the hold is freed and the time passes to the next matching client. */
export async function declineOffer(db: Db, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { offer } = await lockOpenOffer(tx, token, now);
    await endOffers(tx, [offer], 'declined');
  });
}
