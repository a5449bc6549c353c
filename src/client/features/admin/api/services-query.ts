import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActiveFilter } from '@shared/schemas/admin-catalogue';
import { api, unwrap } from '@client/lib/api-client';
import { adminKeys, pageQuery } from './admin-query-keys';

export const SERVICES_PAGE_SIZE = 15;

export interface ServicesFilter {
  status: ActiveFilter;
  section: string;
  q: string;
}

export const servicesQuery = (filter: ServicesFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.services, filter, page],
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
