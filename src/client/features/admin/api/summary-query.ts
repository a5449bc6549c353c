import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { adminKeys } from './admin-keys';

/** Unread messages and pending reviews, shown on the tabs. */
export const adminSummaryQuery = queryOptions({
  queryKey: adminKeys.summary,
  queryFn: async () => unwrap(await api.admin.summary.$get()),
  staleTime: 15_000,
});
