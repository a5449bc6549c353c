import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { catalogueKeys, type ServicesFilter } from '../../api/catalogue-keys';

export const SERVICES_PAGE_SIZE = 15;

export const servicesQuery = (filter: ServicesFilter, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.services(filter, page),
    queryFn: async () =>
      unwrap(
        await api.admin.services.$get({
          query: {
            status: filter.status,
            section: filter.section as never,
            q: filter.q,
            ...pageQuery(page, SERVICES_PAGE_SIZE),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
