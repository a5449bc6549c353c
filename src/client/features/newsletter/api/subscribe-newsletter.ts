import { api, unwrap } from '@client/lib/api-client';

/** Subscribes an address; a duplicate answers 409 `already_subscribed`. */
export async function subscribeToNewsletter(input: { email: string; website?: string }) {
  return unwrap(await api.newsletter.$post({ json: input }));
}
