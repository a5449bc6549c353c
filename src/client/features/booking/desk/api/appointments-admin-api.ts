import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentStatus } from '@shared/booking';
import type { CancellationInput } from '@shared/cancellation';
import type {
  AdminAppointment,
  AdminAppointmentSummary,
  AdminClientAlerts,
  AdminDayView,
  AdminStatusFilter,
} from '@shared/schemas/booking';
import type { Page } from '@shared/schemas/admin-pagination';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { clientsKeys } from '@client/features/clients/api/clients-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';

export const ADMIN_PAGE_SIZE = 20;

/** One page of all clients' appointments, by start time, optionally of one status. */
export const adminAppointmentsQuery = (status: AdminStatusFilter, page: number) =>
  queryOptions({
    queryKey: bookingKeys.adminList(status, page),
    staleTime: 0,
    queryFn: async (): Promise<Page<AdminAppointment>> =>
      unwrap(
        await api.admin.appointments.$get({
          query: { status, ...pageQuery(page, ADMIN_PAGE_SIZE) },
        }),
      ),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** One salon day (YYYY-MM-DD): every active professional with the appointments they hold. */
export const adminDayQuery = (date: string) =>
  queryOptions({
    queryKey: bookingKeys.adminDay(date),
    staleTime: 0,
    queryFn: async (): Promise<AdminDayView> =>
      unwrap(await api.admin.appointments.day.$get({ query: { date } })),
  });

export function useAdminDay(date: string) {
  return useQuery({ ...adminDayQuery(date), placeholderData: keepPreviousData });
}

/** Today's count, pending, confirmed and the revenue of completed appointments. */
export const appointmentsSummaryQuery = queryOptions({
  queryKey: bookingKeys.adminSummary,
  staleTime: 0,
  queryFn: async (): Promise<AdminAppointmentSummary> =>
    unwrap(await api.admin.appointments.summary.$get()),
});

/**
 * The client's alerts for the appointment's panel: the record's private notes. Kept under the
 * clients' keys, so a note added or removed in the Clientes tab shows here at once.
 */
export const clientAlertsQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: [...clientsKeys.all, 'appointment-alerts', appointmentId] as const,
    staleTime: 0,
    queryFn: async (): Promise<AdminClientAlerts> =>
      unwrap(
        await api.admin.appointments[':id']['client-alerts'].$get({ param: { id: appointmentId } }),
      ),
  });

/**
 * Moves an appointment along the spec's transitions; 409 for any other move. A cancellation may
 * carry its reason and whether the client is told.
 */
async function changeAppointmentStatus({
  id,
  ...json
}: {
  id: string;
  status: AppointmentStatus;
  cancellation?: CancellationInput;
}): Promise<AdminAppointment> {
  const response = await sendOnce((request) =>
    api.admin.appointments[':id'].status.$post({ param: { id }, json }, request),
  );
  return (await unwrap(response)).appointment;
}

/** Every back-office view of appointments, the clients' records (their counts) and the log. */
export const refreshAdminAppointments = [bookingKeys.admin, clientsKeys.all, adminKeys.all];

/** A refused move (someone else moved it first) refreshes the views all the same. */
export const useChangeAppointmentStatus = (
  callbacks?: CallbacksFor<typeof changeAppointmentStatus>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: changeAppointmentStatus,
    refresh: refreshAdminAppointments,
    refreshAfterError: () => true,
  });

/** Sets, changes or clears (blank) staff's internal note on an appointment. */
async function setStaffNote(input: { id: string; staffNote: string }): Promise<AdminAppointment> {
  const response = await api.admin.appointments[':id']['staff-note'].$put({
    param: { id: input.id },
    json: { staffNote: input.staffNote },
  });
  return (await unwrap(response)).appointment;
}

/** The note shows in the lists, the day, the client's record and the log. */
export const useSetStaffNote = (callbacks?: CallbacksFor<typeof setStaffNote>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: setStaffNote,
    refresh: refreshAdminAppointments,
  });
