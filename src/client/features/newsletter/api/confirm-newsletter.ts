import { api, unwrap } from '@client/lib/api-client';
import { useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** Confirms the subscription the e-mailed token belongs to; an unknown or expired one answers 404. */
export async function confirmNewsletter(token: string) {
  return unwrap(await api.newsletter.confirm.$post({ json: { token } }));
}

/** The link's request, sent once by its page (useTokenLink); changes nothing cached. */
export const useConfirmNewsletter = () =>
  useRefreshingMutation({ mutationFn: confirmNewsletter, refresh: [] });
