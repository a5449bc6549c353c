import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAppointment, RescheduleInput } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';

/** The signed-in client's own appointments, newest first (the server orders them). */
export const appointmentsQuery = queryOptions({
  queryKey: bookingKeys.appointments,
  staleTime: 0,
  queryFn: async (): Promise<ClientAppointment[]> =>
    (await unwrap(await api.appointments.$get())).appointments,
});

export function useAppointments() {
  return useQuery(appointmentsQuery);
}

/**
 * A booking takes a time and a cancellation frees one: the list and the free times move. Not
 * awaited: the form is ready for the next booking while they refetch.
 */
export const refreshAppointments = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: bookingKeys.appointments });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.availability });
};

/** Cancels one of the client's own appointments; 409 `cancel_too_late` within 24 hours of it. */
async function cancelAppointment(id: string): Promise<ClientAppointment> {
  const response = await sendOnce((request) =>
    api.appointments[':id'].cancel.$post({ param: { id } }, request),
  );
  return (await unwrap(response)).appointment;
}

export const useCancelAppointment = (callbacks?: CallbacksFor<typeof cancelAppointment>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: cancelAppointment,
    refresh: refreshAppointments,
    refreshAfterError: () => true,
  });

/**
 * Moves one of the client's own appointments to a new date and time (same service and choice of
 * professional); 409 within 12 hours of it or when the time was just taken, the old time kept.
 */
async function rescheduleAppointment(
  input: { id: string } & RescheduleInput,
): Promise<ClientAppointment> {
  const { id, ...json } = input;
  const response = await sendOnce((request) =>
    api.appointments[':id'].reschedule.$post({ param: { id }, json }, request),
  );
  return (await unwrap(response)).appointment;
}

export const useRescheduleAppointment = (callbacks?: CallbacksFor<typeof rescheduleAppointment>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: rescheduleAppointment,
    refresh: refreshAppointments,
    refreshAfterError: () => true,
  });
