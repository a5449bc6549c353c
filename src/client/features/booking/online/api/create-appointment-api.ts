import type { z } from 'zod';
import type { bookingInputSchema, ClientAppointment } from '@shared/schemas/booking';
import type { DepositCheckout } from '@shared/deposits';
import { api, ApiRequestError, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { authKeys } from '@client/features/auth/api/auth-keys';
import { refreshAppointments } from '../../appointments/api/appointments-api';

type BookingRequest = z.output<typeof bookingInputSchema>;

/**
 * Books for the signed-in client. Only the choice goes (and, for an 18+ treatment, the date of
 * birth the profile lacked; the UK mobile it lacked): the server takes the price from the
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
    phone: input.phone,
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
      // A booking may have saved the date of birth or mobile on the profile: the form must not ask
      // again.
      if (booked) void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
    // The time was taken meanwhile: the free times refresh.
    refreshAfterError: (error) => error instanceof ApiRequestError && error.status === 409,
  });
