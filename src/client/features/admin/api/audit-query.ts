import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { adminKeys } from './admin-keys';

export const AUDIT_PAGE_SIZE = 20;

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: async () =>
      unwrap(await api.admin.audit.$get({ query: pageQuery(page, AUDIT_PAGE_SIZE) })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
