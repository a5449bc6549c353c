import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bookingInputSchema,
  ClientAppointment,
  RescheduleInput,
} from '@shared/schemas/booking';
import type { DepositCheckout, DepositVerification } from '@shared/deposits';
import { api, ApiRequestError, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { authKeys } from '@client/features/auth/api/auth-keys';
import { bookingKeys } from './booking-keys';

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
const refreshAppointments = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: bookingKeys.appointments });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.availability });
};

type BookingRequest = z.output<typeof bookingInputSchema>;

/**
 * Books for the signed-in client. Only the choice goes (and, for an 18+ treatment, the date of
 * birth the profile lacked): the server takes the price from the
 * catalogue and always creates 'pending'. 409 `slot_taken` when someone else was quicker.
 */
async function createAppointment(input: BookingRequest): Promise<BookingOutcome> {
  const json = {
    serviceId: input.serviceId,
    professionalId: input.professionalId,
    date: input.date,
    time: input.time,
    notes: input.notes,
    dateOfBirth: input.dateOfBirth,
  };
  const response = await sendOnce((request) => api.appointments.$post({ json }, request));
  return (await unwrap<BookingOutcome>(response)) as BookingOutcome;
}

/**
 * A service with a deposit answers with the checkout to pay at (the time is held meanwhile);
 * any other with the pending appointment.
 */
export type BookingOutcome = { appointment: ClientAppointment } | { checkout: DepositCheckout };

export const useCreateAppointment = (callbacks?: CallbacksFor<typeof createAppointment>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: createAppointment,
    refresh: (queryClient, booked) => {
      refreshAppointments(queryClient);
      // A booking may have saved the date of birth on the profile: the form must not ask again.
      if (booked) void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
    // The time was taken meanwhile: the free times refresh.
    refreshAfterError: (error) => error instanceof ApiRequestError && error.status === 409,
  });

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

/**
 * The return page: the server reads the deposit's checkout back from the provider and answers
 * with the pending appointment (or, for a payment too late for its time, the refund).
 */
async function verifyDeposit(sessionId: string): Promise<DepositVerification<ClientAppointment>> {
  const response = await sendOnce((request) =>
    api.appointments.deposits.verify.$post({ json: { sessionId } }, request),
  );
  return (await unwrap(response)) as DepositVerification<ClientAppointment>;
}

export const useVerifyDeposit = (callbacks?: CallbacksFor<typeof verifyDeposit>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: verifyDeposit, refresh: refreshAppointments });

/** The checkout's cancel link: the held time is given up at once. */
async function releaseHold(depositId: string): Promise<void> {
  await unwrap(
    await sendOnce((request) =>
      api.appointments.deposits.release.$post({ json: { depositId } }, request),
    ),
  );
}

export const useReleaseHold = (callbacks?: CallbacksFor<typeof releaseHold>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: releaseHold,
    refresh: refreshAppointments,
    refreshAfterError: () => true,
  });
