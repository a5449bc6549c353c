import type { ContactInput } from '@shared/schemas/contact';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/**
 * Stores a message for the team; the salon is notified by e-mail on the server's side. Phone is
 * always a string (empty when left blank): the server stores an empty one as null.
 */
export async function sendContactMessage(
  input: ContactInput & Required<Pick<ContactInput, 'phone' | 'subject'>>,
) {
  return unwrap(await api.contact.$post({ json: input }));
}

/** Sends the contact form; changes nothing cached. */
export const useSendContactMessage = (callbacks?: CallbacksFor<typeof sendContactMessage>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: sendContactMessage, refresh: [] });
