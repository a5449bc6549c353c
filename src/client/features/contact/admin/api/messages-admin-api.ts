import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessageFilter } from '@shared/schemas/admin-messages';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, ApiRequestError, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { contactKeys } from '../../api/contact-keys';

export const MESSAGES_PAGE_SIZE = 10;

export const messagesQuery = (filter: MessageFilter, page: number) =>
  queryOptions({
    queryKey: contactKeys.messages(filter, page),
    queryFn: async () =>
      unwrap(
        await api.admin.messages.$get({
          query: { filter, ...pageQuery(page, MESSAGES_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The lists, and the back office's unread count and log. */
const refreshMessages = [contactKeys.all, adminKeys.all];

async function markMessageRead(id: string) {
  return unwrap(await api.admin.messages[':id'].read.$post({ param: { id } }));
}

/** 'Marcar como Lida'. */
export const useMarkMessageRead = (callbacks?: CallbacksFor<typeof markMessageRead>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: markMessageRead, refresh: refreshMessages });

async function replyToMessage(input: { id: string; response: string }) {
  return unwrap(
    await api.admin.messages[':id'].reply.$post({
      param: { id: input.id },
      json: { response: input.response },
    }),
  );
}

/**
 * Adds the message's one reply, which the server e-mails to the sender. A 409 means someone else
 * answered first: the lists refresh to show their reply.
 */
export const useReplyToMessage = (callbacks?: CallbacksFor<typeof replyToMessage>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: replyToMessage,
    refresh: refreshMessages,
    refreshAfterError: (error) => error instanceof ApiRequestError && error.status === 409,
  });
