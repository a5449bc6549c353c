import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDayView } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { ADMIN_APPOINTMENTS_KEY } from './admin-appointments-query';

/** One salon day (YYYY-MM-DD): every active professional with the appointments they hold. */
export const adminDayQuery = (date: string) =>
  queryOptions({
    queryKey: [...ADMIN_APPOINTMENTS_KEY, 'day', date],
    staleTime: 0,
    queryFn: async (): Promise<AdminDayView> =>
      unwrap(await api.admin.appointments.day.$get({ query: { date } })),
  });

export function useAdminDay(date: string) {
  return useQuery({ ...adminDayQuery(date), placeholderData: keepPreviousData });
}
