import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAppointmentSummary } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { ADMIN_APPOINTMENTS_KEY } from './admin-appointments-query';

/** Today's count, pending, confirmed and the revenue of completed appointments. */
export const adminSummaryQuery = queryOptions({
  queryKey: [...ADMIN_APPOINTMENTS_KEY, 'summary'],
  staleTime: 0,
  queryFn: async (): Promise<AdminAppointmentSummary> =>
    unwrap(await api.admin.appointments.summary.$get()),
});

export function useAdminSummary() {
  return useQuery(adminSummaryQuery);
}
