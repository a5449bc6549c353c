import { api, unwrap } from '@client/lib/api-client';

/** Abandons the test payment; answers where to go next (the course grid). */
export async function cancelTestCheckout(sessionId: string) {
  return unwrap(await api['test-checkout'][':id'].cancel.$post({ param: { id: sessionId } }));
}
