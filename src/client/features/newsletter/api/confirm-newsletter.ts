import { api, unwrap } from '@client/lib/api-client';

/** Confirms the subscription the e-mailed token belongs to; an unknown or expired one answers 404. */
export async function confirmNewsletter(token: string) {
  return unwrap(await api.newsletter.confirm.$post({ json: { token } }));
}
