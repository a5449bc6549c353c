import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessageFilter } from '@shared/schemas/admin-messages';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
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
