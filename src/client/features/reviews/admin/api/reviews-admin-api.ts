import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewFilter } from '@shared/schemas/admin-reviews';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { reviewsKeys } from '../../api/reviews-keys';

export const REVIEWS_PAGE_SIZE = 10;

export const reviewsQuery = (filter: ReviewFilter, page: number) =>
  queryOptions({
    queryKey: reviewsKeys.moderation(filter, page),
    queryFn: async () =>
      unwrap(
        await api.admin.reviews.$get({ query: { filter, ...pageQuery(page, REVIEWS_PAGE_SIZE) } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The moderation lists, the public list, and the back office's pending count and log. */
const refreshReviews = [reviewsKeys.all, adminKeys.all];

async function moderateReview(input: { id: string; decision: 'approve' | 'reject' }) {
  const route = api.admin.reviews[':id'][input.decision];
  return unwrap(await route.$post({ param: { id: input.id } }));
}

/** Aprovar or Rejeitar. */
export const useModerateReview = (callbacks?: CallbacksFor<typeof moderateReview>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: moderateReview, refresh: refreshReviews });

async function deleteReview(id: string) {
  return unwrap(await api.admin.reviews[':id'].$delete({ param: { id } }));
}

export const useDeleteReview = (callbacks?: CallbacksFor<typeof deleteReview>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: deleteReview, refresh: refreshReviews });
