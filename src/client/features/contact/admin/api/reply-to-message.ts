import { api, unwrap } from '@client/lib/api-client';

/** Adds the message's one reply, which the server e-mails to the sender. */
export async function replyToMessage(input: { id: string; response: string }) {
  return unwrap(
    await api.admin.messages[':id'].reply.$post({
      param: { id: input.id },
      json: { response: input.response },
    }),
  );
}
