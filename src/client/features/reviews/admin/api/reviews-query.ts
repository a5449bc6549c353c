import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewFilter } from '@shared/schemas/admin-reviews';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
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
