import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';
import { refreshAppointments } from '../../appointments/api/appointments-api';

/** A deposit's session on the built-in test checkout (only where no Stripe key is configured). */
export const depositCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: bookingKeys.depositCheckout(sessionId),
    queryFn: async () =>
      unwrap(await api['deposit-checkout'][':id'].$get({ param: { id: sessionId } })),
    retry: false,
  });

/** Pays the test deposit; answers where to go next (the booking page, which verifies it). */
async function payDepositCheckout(sessionId: string) {
  return unwrap(
    await sendOnce((request) =>
      api['deposit-checkout'][':id'].pay.$post({ param: { id: sessionId } }, request),
    ),
  );
}

/** Leaves the test checkout: the held time is released at once. */
async function cancelDepositCheckout(sessionId: string) {
  return unwrap(await api['deposit-checkout'][':id'].cancel.$post({ param: { id: sessionId } }));
}

// Paying books the held time and cancelling frees it: the client's list and the free times move.

export const usePayDepositCheckout = (callbacks?: CallbacksFor<typeof payDepositCheckout>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: payDepositCheckout,
    refresh: refreshAppointments,
  });

export const useCancelDepositCheckout = (callbacks?: CallbacksFor<typeof cancelDepositCheckout>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: cancelDepositCheckout,
    refresh: refreshAppointments,
  });
