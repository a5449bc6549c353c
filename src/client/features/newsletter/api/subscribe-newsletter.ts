import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** Subscribes an address; a duplicate answers 409 `already_subscribed`. */
export async function subscribeToNewsletter(input: { email: string; website?: string }) {
  return unwrap(await api.newsletter.$post({ json: input }));
}

/** Subscribes from the newsletter block; changes nothing cached. */
export const useSubscribeToNewsletter = (callbacks?: CallbacksFor<typeof subscribeToNewsletter>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: subscribeToNewsletter, refresh: [] });
