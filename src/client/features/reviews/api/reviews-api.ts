import { queryOptions } from '@tanstack/react-query';
import type { ReviewInput } from '@shared/schemas/review';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { reviewsKeys } from './reviews-keys';

/** Public reviews shown on the home page. */
export const MAX_PUBLIC_REVIEWS = 6;

/** The approved reviews, newest first, at most six: the server decides what is public. */
export const approvedReviewsQuery = queryOptions({
  queryKey: reviewsKeys.approved,
  queryFn: async () => unwrap(await api.reviews.$get()),
});

/**
 * Sends a review for moderation; it is published only once an administrator approves it. The
 * comment is always a string (empty when left blank): the server stores an empty one as null.
 */
export async function submitReview(input: ReviewInput & { comment: string }) {
  return unwrap(await api.reviews.$post({ json: input }));
}

/** A review link's visit (issue 18): who to fill the form in for; 404/410 when it cannot be used. */
export const reviewInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: reviewsKeys.invitation(token),
    queryFn: async () => unwrap(await api.reviews.requests[':token'].$get({ param: { token } })),
    retry: false,
    staleTime: Infinity,
  });

/** Sends a review; it shows only once approved, so nothing cached changes. */
export const useSubmitReview = (callbacks?: CallbacksFor<typeof submitReview>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: submitReview, refresh: [] });
