import { api, unwrap } from '@client/lib/api-client';

/** Removes the subscription the e-mailed token belongs to; an unknown token answers 404. */
export async function unsubscribeFromNewsletter(token: string) {
  return unwrap(await api.newsletter.unsubscribe.$post({ json: { token } }));
}
