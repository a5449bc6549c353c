import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';

/** A deposit's session on the built-in test checkout (only where no Stripe key is configured). */
export const depositCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: bookingKeys.depositCheckout(sessionId),
    queryFn: async () =>
      unwrap(await api['deposit-checkout'][':id'].$get({ param: { id: sessionId } })),
    retry: false,
  });

/** Pays the test deposit; answers where to go next (the booking page, which verifies it). */
export async function payDepositCheckout(sessionId: string) {
  return unwrap(
    await sendOnce((request) =>
      api['deposit-checkout'][':id'].pay.$post({ param: { id: sessionId } }, request),
    ),
  );
}

/** Leaves the test checkout: the held time is released at once. */
export async function cancelDepositCheckout(sessionId: string) {
  return unwrap(await api['deposit-checkout'][':id'].cancel.$post({ param: { id: sessionId } }));
}
