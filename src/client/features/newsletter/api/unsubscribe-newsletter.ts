import { api, unwrap } from '@client/lib/api-client';
import { useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** Removes the subscription the e-mailed token belongs to; an unknown token answers 404. */
export async function unsubscribeFromNewsletter(token: string) {
  return unwrap(await api.newsletter.unsubscribe.$post({ json: { token } }));
}

/** The link's request, sent once by its page (useTokenLink); changes nothing cached. */
export const useUnsubscribeFromNewsletter = () =>
  useRefreshingMutation({ mutationFn: unsubscribeFromNewsletter, refresh: [] });
