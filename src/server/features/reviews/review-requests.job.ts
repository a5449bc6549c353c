import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { services } from '../../db/schema/catalogue';
import { clientDirectory } from '../../db/schema/clients';
import { reviewRequests } from '../../db/schema/reviews';
import { enqueueMail } from '../../mail/mail-queue';
import { hashReviewToken, newReviewToken } from '../../domain/review-request-plan';
import { reviewRequestEmail } from './review-request-email';

/**
 * Sends the review requests due at `now`, at most `batchSize` per call. The rows are claimed with
 * FOR UPDATE SKIP LOCKED in the transaction that queues their e-mails, so two instances never send
 * the same one. A request nobody can receive (no e-mail, erased client, visit no longer completed)
 * is dropped instead of being looked at again every round.
 */
export async function sendDueReviewRequests(
  db: Db,
  options: { publicUrl: string; now: Date; batchSize?: number },
): Promise<{ sent: number; dropped: number }> {
  const { publicUrl, now, batchSize = 25 } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        appointmentId: reviewRequests.appointmentId,
        clientId: appointments.clientId,
        status: appointments.status,
        startsAt: appointments.startsAt,
        serviceName: services.name,
        clientName: clientDirectory.fullName,
        clientEmail: clientDirectory.email,
      })
      .from(reviewRequests)
      .innerJoin(appointments, eq(appointments.id, reviewRequests.appointmentId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(clientDirectory, eq(clientDirectory.id, appointments.clientId))
      .where(and(isNull(reviewRequests.sentAt), lte(reviewRequests.dueAt, now)))
      .orderBy(asc(reviewRequests.dueAt))
      .limit(batchSize)
      .for('update', { of: reviewRequests, skipLocked: true });

    // An erased client's record has no e-mail left.
    const undeliverable = due.filter((row) => row.status !== 'completed' || !row.clientEmail);
    if (undeliverable.length > 0)
      await tx.delete(reviewRequests).where(
        inArray(
          reviewRequests.appointmentId,
          undeliverable.map((row) => row.appointmentId),
        ),
      );

    let sent = 0;
    for (const row of due) {
      if (undeliverable.includes(row)) continue;
      // The link's token is minted now, as it is sent: only its hash is kept.
      const token = newReviewToken();
      await tx
        .update(reviewRequests)
        .set({ sentAt: now, tokenHash: hashReviewToken(token) })
        .where(eq(reviewRequests.appointmentId, row.appointmentId));
      await enqueueMail(
        tx,
        reviewRequestEmail(
          {
            clientName: row.clientName,
            clientEmail: row.clientEmail!,
            serviceName: row.serviceName,
            startsAt: row.startsAt,
          },
          token,
          publicUrl,
        ),
        [row.clientId, row.appointmentId],
      );
      sent += 1;
    }
    return { sent, dropped: undeliverable.length };
  });
}

/** The scheduled job: sends everything due, a batch at a time. */
export function reviewRequestsJob(db: Db, publicUrl: string) {
  const batchSize = 25;
  return {
    name: 'review-requests',
    async run(now: Date) {
      for (;;) {
        const { sent, dropped } = await sendDueReviewRequests(db, { publicUrl, now, batchSize });
        if (sent + dropped < batchSize) return;
      }
    },
  };
}
