import { api, unwrap } from '@client/lib/api-client';
import { type MutationCallbacks, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** Abandons the test payment; answers where to go next (the course grid). */
async function cancelTestCheckout(sessionId: string) {
  return unwrap(await api['test-checkout'][':id'].cancel.$post({ param: { id: sessionId } }));
}

/** Nothing cached changes when a test payment is abandoned. */
export const useCancelTestCheckout = (
  sessionId: string,
  callbacks?: MutationCallbacks<Awaited<ReturnType<typeof cancelTestCheckout>>, void>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: () => cancelTestCheckout(sessionId),
    refresh: [],
  });
