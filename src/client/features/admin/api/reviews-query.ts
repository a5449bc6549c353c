import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewFilter } from '@shared/schemas/admin-reviews';
import { api, unwrap } from '@client/lib/api-client';
import { adminKeys, pageQuery } from './admin-query-keys';

export const REVIEWS_PAGE_SIZE = 10;

export const reviewsQuery = (filter: ReviewFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.reviews, filter, page],
    queryFn: async () =>
      unwrap(
        await api.admin.reviews.$get({ query: { filter, ...pageQuery(page, REVIEWS_PAGE_SIZE) } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
