import { api, unwrap } from '@client/lib/api-client';
import { useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** Turns rebooking reminders off for the client the e-mailed token names; unknown: 404. */
async function unsubscribeFromRebookReminders(token: string) {
  return unwrap(await api['rebook-reminders'].unsubscribe[':token'].$post({ param: { token } }));
}

/** The link's request, sent once by its page; changes nothing cached. */
export const useUnsubscribeFromRebookReminders = () =>
  useRefreshingMutation({ mutationFn: unsubscribeFromRebookReminders, refresh: [] });
