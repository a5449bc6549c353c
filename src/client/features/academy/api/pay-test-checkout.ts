import type { TestCheckoutPayInput } from '@shared/schemas/academy';
import { api, unwrap } from '@client/lib/api-client';
import { sendOnce } from '@client/lib/send-once';

/** Confirms the test payment; answers where to go next (the success page). */
export async function payTestCheckout(sessionId: string, input: TestCheckoutPayInput) {
  return unwrap(
    await sendOnce((request) =>
      api['test-checkout'][':id'].pay.$post({ param: { id: sessionId }, json: input }, request),
    ),
  );
}
