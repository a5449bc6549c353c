import { api, unwrap } from '@client/lib/api-client';
import { type MutationCallbacks, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { saveDownload } from '@client/lib/save-download';

/** 'Exportar dados': a client's data file, for a request that reached the salon by e-mail. */
export async function downloadClientData(clientId: string): Promise<void> {
  const response = await api.admin.clients[':id'].export.$get({ param: { id: clientId } });
  if (!response.ok) await unwrap(response);
  await saveDownload(response, `aurora-client-${clientId.slice(0, 8)}.json`);
}

/** 'Apagar definitivamente': erases a client's personal data, keeping the financial records. */
export async function eraseClient(clientId: string) {
  return unwrap(
    await api.admin.clients[':id'].erase.$post({
      param: { id: clientId },
      json: { confirm: true },
    }),
  );
}

/** Downloads a client's file; changes nothing cached. */
export const useDownloadClientData = (
  clientId: string,
  callbacks?: MutationCallbacks<void, void>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: () => downloadClientData(clientId),
    refresh: [],
  });

/** Erases a client; the record view closes and its list refetches through the screen's callback. */
export const useEraseClient = (
  clientId: string,
  callbacks?: MutationCallbacks<Awaited<ReturnType<typeof eraseClient>>, void>,
) => useRefreshingMutation({ ...callbacks, mutationFn: () => eraseClient(clientId), refresh: [] });
