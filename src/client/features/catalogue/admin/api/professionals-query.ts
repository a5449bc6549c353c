import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { catalogueKeys } from '../../api/catalogue-keys';

export const PROFESSIONALS_PAGE_SIZE = 10;

export const professionalsQuery = (page: number) =>
  queryOptions({
    queryKey: catalogueKeys.professionals(page),
    queryFn: async () =>
      unwrap(
        await api.admin.professionals.$get({
          query: { status: 'all', ...pageQuery(page, PROFESSIONALS_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });
