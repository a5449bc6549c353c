import type { TestCheckoutPayInput } from '@shared/schemas/academy';
import { api, unwrap } from '@client/lib/api-client';
import { type MutationCallbacks, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';

/** Confirms the test payment; answers where to go next (the success page). */
async function payTestCheckout(sessionId: string, input: TestCheckoutPayInput) {
  return unwrap(
    await sendOnce((request) =>
      api['test-checkout'][':id'].pay.$post({ param: { id: sessionId }, json: input }, request),
    ),
  );
}

/** The success page the payment leads to verifies it and loads what it shows: nothing to refresh. */
export const usePayTestCheckout = (
  sessionId: string,
  callbacks?: MutationCallbacks<Awaited<ReturnType<typeof payTestCheckout>>, TestCheckoutPayInput>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: (input: TestCheckoutPayInput) => payTestCheckout(sessionId, input),
    refresh: [],
  });
