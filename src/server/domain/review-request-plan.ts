import { REVIEW_REQUEST_TIME } from '@shared/review-requests';
import { addDays, salonDate, salonInstant } from '@shared/salon-dates';
import type { Db } from '../db/client';
import { reviewRequests } from '../db/schema/reviews';

// Shared by the booking feature (which plans a request when staff complete a visit) and the reviews
// feature (which sends it and honours its link): features do not import each other.

import { hashLinkToken, newLinkToken } from './link-tokens';

/** A review link's secret, and what is stored of it (the shared link tokens). */
export const newReviewToken = newLinkToken;
export const hashReviewToken = hashLinkToken;

/** 10:00 salon time on the salon's next day after `completedAt`, summer time or not. */
export function reviewRequestDueAt(completedAt: Date): Date {
  return salonInstant(addDays(salonDate(completedAt), 1), REVIEW_REQUEST_TIME);
}

/**
 * Plans the review e-mail of an appointment just marked completed; call it in the transaction that
 * completes it. The token stored now is never sent: the job mints the link's token when it sends.
 */
export async function planReviewRequest(
  tx: Db,
  appointmentId: string,
  completedAt: Date,
): Promise<void> {
  await tx
    .insert(reviewRequests)
    .values({
      appointmentId,
      tokenHash: hashReviewToken(newReviewToken()),
      dueAt: reviewRequestDueAt(completedAt),
    })
    .onConflictDoNothing();
}
