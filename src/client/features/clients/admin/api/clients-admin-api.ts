import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/admin-pagination';
import type {
  AdminClientRecord,
  AdminClientSummary,
  AdminClientUpdateForm,
  ClientNote,
} from '@shared/schemas/clients';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { clientsKeys } from '../../api/clients-keys';

export const CLIENTS_PAGE_SIZE = 20;

/** One page of the client list, searched by name, e-mail or phone. */
export const clientsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: clientsKeys.list(search, page),
    staleTime: 0,
    queryFn: async (): Promise<Page<AdminClientSummary>> =>
      unwrap(
        await api.admin.clients.$get({
          query: { search, ...pageQuery(page, CLIENTS_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Everything on one client: details, counts, appointments, purchases, messages and notes. */
export const clientRecordQuery = (id: string) =>
  queryOptions({
    queryKey: clientsKeys.record(id),
    staleTime: 0,
    queryFn: async (): Promise<AdminClientRecord> =>
      unwrap(await api.admin.clients[':id'].$get({ param: { id } })),
  });

/** The client's record and the list (names, counts), and the back office's log. */
const refreshClients = [clientsKeys.all, adminKeys.all];

async function updateClient(input: {
  id: string;
  values: AdminClientUpdateForm;
}): Promise<AdminClientRecord> {
  return unwrap(
    await api.admin.clients[':id'].$patch({ param: { id: input.id }, json: input.values }),
  );
}

export const useUpdateClient = (callbacks?: CallbacksFor<typeof updateClient>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: updateClient, refresh: refreshClients });

async function addNote(input: { clientId: string; body: string }): Promise<ClientNote> {
  return unwrap(
    await api.admin.clients[':id'].notes.$post({
      param: { id: input.clientId },
      json: { body: input.body },
    }),
  );
}

export const useAddClientNote = (callbacks?: CallbacksFor<typeof addNote>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: addNote, refresh: refreshClients });

async function deleteNote(input: { clientId: string; noteId: string }): Promise<void> {
  await unwrap(
    await api.admin.clients[':id'].notes[':noteId'].$delete({
      param: { id: input.clientId, noteId: input.noteId },
    }),
  );
}

/** A note someone else deleted first refreshes the record all the same. */
export const useDeleteClientNote = (callbacks?: CallbacksFor<typeof deleteNote>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: deleteNote,
    refresh: refreshClients,
    refreshAfterError: () => true,
  });
