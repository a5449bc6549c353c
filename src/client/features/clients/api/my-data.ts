import type { DeleteAccountInput } from '@shared/schemas/privacy';
import { api, unwrap } from '@client/lib/api-client';
import { saveDownload } from '@client/lib/save-download';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** 'Download my data': the JSON file of everything the salon holds about the client. */
export async function downloadMyData(): Promise<void> {
  const response = await api.me.data.$get();
  if (!response.ok) await unwrap(response);
  await saveDownload(response, 'aurora-my-data.json');
}

/** 'Delete my account': erases the account once the password is confirmed; signs out. */
export async function deleteMyAccount(input: DeleteAccountInput): Promise<void> {
  await unwrap(await api.me.$delete({ json: input }));
}

/** Downloads the file; changes nothing cached. */
export const useDownloadMyData = (callbacks?: CallbacksFor<typeof downloadMyData>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: downloadMyData, refresh: [] });

/** Deletes the account; the screen signs out, which clears the session's cache. */
export const useDeleteMyAccount = (callbacks?: CallbacksFor<typeof deleteMyAccount>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: deleteMyAccount, refresh: [] });
