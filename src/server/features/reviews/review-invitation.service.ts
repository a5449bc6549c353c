import { addDays } from 'date-fns';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  REVIEW_LINK_DAYS,
  type ReviewInvitation,
  reviewRequestMessages,
} from '@shared/review-requests';
import { salonDate } from '@shared/salon-dates';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { services } from '../../db/schema/catalogue';
import { clientDirectory } from '../../db/schema/clients';
import { reviewRequests, reviews } from '../../db/schema/reviews';
import { ApiError } from '../../http/errors';
import { hashReviewToken } from '../../domain/review-request-plan';

export const invitationNotFound = () =>
  new ApiError(404, 'review_link_not_found', reviewRequestMessages.notFound);

export const alreadyReviewed = () =>
  new ApiError(409, 'already_reviewed', reviewRequestMessages.alreadyReviewed);

/**
 * A sent, unexpired link whose visit is still completed and not yet reviewed. An unknown link (or
 * one whose client was erased) is a 404; an expired one a 410; one already used a 410 when opened
 * and a 409 when a second review is sent through it.
 */
export async function findInvitation(
  db: Db,
  token: string,
  now: Date,
  purpose: 'open' | 'submit' = 'open',
): Promise<ReviewInvitation & { appointmentId: string }> {
  const [row] = await db
    .select({
      appointmentId: reviewRequests.appointmentId,
      sentAt: reviewRequests.sentAt,
      status: appointments.status,
      startsAt: appointments.startsAt,
      service: services.name,
      name: clientDirectory.fullName,
      email: clientDirectory.email,
      reviewId: reviews.id,
    })
    .from(reviewRequests)
    .innerJoin(appointments, eq(appointments.id, reviewRequests.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(clientDirectory, eq(clientDirectory.id, appointments.clientId))
    .leftJoin(reviews, eq(reviews.appointmentId, reviewRequests.appointmentId))
    .where(
      and(eq(reviewRequests.tokenHash, hashReviewToken(token)), isNotNull(reviewRequests.sentAt)),
    );
  // An erased client's record has no e-mail left.
  if (!row || row.status !== 'completed' || !row.email) throw invitationNotFound();
  if (row.reviewId)
    throw purpose === 'open'
      ? new ApiError(410, 'review_link_used', reviewRequestMessages.used)
      : alreadyReviewed();
  if (addDays(row.sentAt!, REVIEW_LINK_DAYS) < now)
    throw new ApiError(410, 'review_link_expired', reviewRequestMessages.expired);
  return {
    appointmentId: row.appointmentId,
    name: row.name,
    email: row.email,
    service: row.service,
    date: salonDate(row.startsAt),
  };
}
