import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AdminAppointment, Availability } from '@shared/schemas/booking';
import type { AdminClientSummary } from '@shared/schemas/clients';
import type { DeskBookingInput, WalkInInput } from '@shared/schemas/desk-booking';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';

/** How many clients the desk's search lists: enough to choose from, short enough to scan. */
const CLIENT_RESULTS = 8;

/** Clients matching a name, e-mail or phone (at least two characters typed). */
export function useDeskClientSearch(search: string) {
  return useQuery({
    queryKey: bookingKeys.deskClients(search),
    enabled: search.length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<AdminClientSummary>> =>
      unwrap(
        await api.admin.clients.$get({
          query: { search, page: '1', pageSize: String(CLIENT_RESULTS) },
        }),
      ),
  });
}

/**
 * The desk's free times of a date (walk-ins now, two years ahead); '' as the professional is
 * anyone. `exclude` is an appointment being moved, whose own time counts as free.
 */
export const deskTimesQuery = (
  serviceId: string,
  professionalId: string,
  date: string,
  exclude?: string,
  /** A visit's later parts (issue 32, visitPartsParam): the times where every part fits. */
  then?: string,
) =>
  queryOptions({
    queryKey: [
      ...bookingKeys.deskTimes(serviceId, professionalId, date, exclude ?? ''),
      then ?? '',
    ],
    staleTime: 0,
    queryFn: async (): Promise<Availability> =>
      unwrap(
        await api.admin.appointments.availability.$get({
          query: {
            service: serviceId,
            professional: professionalId,
            date,
            exclude,
            ...(then ? { then } : {}),
          },
        }),
      ),
  });

async function createDeskAppointment(input: DeskBookingInput): Promise<AdminAppointment> {
  const response = await sendOnce((request) =>
    api.admin.appointments.$post({ json: input }, request),
  );
  return (await unwrap(response)).appointment;
}

/**
 * Books on a client's behalf; the list, summary and day view (booking's admin keys), the free
 * times offered anywhere, and the back office's log all refresh. A time taken meanwhile refreshes
 * the free times all the same.
 */
export const useCreateDeskAppointment = (callbacks?: CallbacksFor<typeof createDeskAppointment>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: createDeskAppointment,
    refresh: [bookingKeys.admin, bookingKeys.availability, adminKeys.all],
    refreshAfterError: (error) => 'status' in error && error.status === 409,
  });

async function bookWalkIn(input: WalkInInput): Promise<AdminAppointment> {
  const response = await sendOnce((request) =>
    api.admin.appointments['walk-in'].$post({ json: input }, request),
  );
  return (await unwrap(response)).appointment;
}

/** 'Walk-in': booked today at the next free time; the same views refresh as for a desk booking. */
export const useBookWalkIn = (callbacks?: CallbacksFor<typeof bookWalkIn>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: bookWalkIn,
    refresh: [bookingKeys.admin, bookingKeys.availability, adminKeys.all],
    refreshAfterError: (error) => 'status' in error && error.status === 409,
  });
