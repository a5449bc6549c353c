import { queryOptions } from '@tanstack/react-query';
import { refreshAfterSignIn } from '@client/features/auth/api/session-events';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

const invitationKey = (token: string) => ['staff-invitation', token] as const;

/** What the link's page shows: who invited them, as what; a used or old link is the error. */
export const staffInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKey(token),
    queryFn: async () =>
      unwrap(await api['staff-invitations'][':token'].$get({ param: { token } })),
    retry: false,
  });

async function acceptInvitation(input: { token: string; name?: string; password?: string }) {
  const { token, ...json } = input;
  return unwrap(await api['staff-invitations'][':token'].accept.$post({ param: { token }, json }));
}

/** Accepting signs the person in: everything cached was the signed-out visitor's. */
export const useAcceptInvitation = (callbacks?: CallbacksFor<typeof acceptInvitation>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: acceptInvitation,
    refresh: (queryClient) => refreshAfterSignIn(queryClient),
  });
