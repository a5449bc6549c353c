import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAppointment, AdminStatusFilter } from '@shared/schemas/booking';
import type { Page } from '@shared/schemas/admin-pagination';
import { api, unwrap } from '@client/lib/api-client';

/** Every back-office appointment answer starts with this key, to refresh them together. */
export const ADMIN_APPOINTMENTS_KEY = ['admin', 'appointments'] as const;

export const ADMIN_PAGE_SIZE = 20;

/** One page of all clients' appointments, by start time, optionally of one status. */
export const adminAppointmentsQuery = (status: AdminStatusFilter, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_APPOINTMENTS_KEY, 'list', status, page],
    staleTime: 0,
    queryFn: async (): Promise<Page<AdminAppointment>> =>
      unwrap(
        await api.admin.appointments.$get({
          query: { status, page: String(page), pageSize: String(ADMIN_PAGE_SIZE) },
        }),
      ),
  });

export function useAdminAppointments(status: AdminStatusFilter, page: number) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...adminAppointmentsQuery(status, page), placeholderData: keepPreviousData });
}
