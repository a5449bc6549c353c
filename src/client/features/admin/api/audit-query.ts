import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { adminKeys } from './admin-keys';

export const AUDIT_PAGE_SIZE = 20;

/** A page of the log; with `actor` (an account id), that person's actions only. */
export const auditQuery = (page: number, actor = '') =>
  queryOptions({
    queryKey: [...adminKeys.audit, actor, page] as const,
    queryFn: async () =>
      unwrap(
        await api.admin.audit.$get({
          query: { ...pageQuery(page, AUDIT_PAGE_SIZE), ...(actor ? { actor } : {}) },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Everyone the log names, for its filter by person. */
export const auditActorsQuery = queryOptions({
  queryKey: [...adminKeys.audit, 'actors'] as const,
  queryFn: async () => unwrap(await api.admin.audit.actors.$get()),
  staleTime: 0,
});
