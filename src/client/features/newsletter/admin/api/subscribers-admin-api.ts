import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SubscriberFilter } from '@shared/schemas/admin-newsletter';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { newsletterKeys } from '../../api/newsletter-keys';

export const SUBSCRIBERS_PAGE_SIZE = 20;

export const subscribersQuery = (status: SubscriberFilter, page: number) =>
  queryOptions({
    queryKey: newsletterKeys.subscribers(status, page),
    queryFn: async () =>
      unwrap(
        await api.admin.newsletter.$get({
          query: { status, ...pageQuery(page, SUBSCRIBERS_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV download: a plain link, so the browser saves the streamed file itself. */
export const subscribersCsvUrl = (status: SubscriberFilter) =>
  `/api/admin/newsletter.csv?status=${status}`;

/** The export is recorded in the audit log: the log shows it on the next visit. */
export function useExportRecorded() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
}
