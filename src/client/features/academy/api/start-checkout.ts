import { api, unwrap } from '@client/lib/api-client';
import { sendOnce } from '@client/lib/send-once';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/**
 * Creates a checkout for the course and answers the payment page's URL. The session cookie goes
 * along, so a signed-in buyer's checkout is tied to the account and pre-fills its e-mail.
 */
export async function startCheckout(courseId: string): Promise<{ url: string }> {
  return unwrap(
    await sendOnce((request) => api.courses.checkout.$post({ json: { courseId } }, request)),
  );
}

/** Starts a checkout; nothing is cached until the payment is verified. */
export const useStartCheckout = (callbacks?: CallbacksFor<typeof startCheckout>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: startCheckout, refresh: [] });
