import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositCheckout } from '@shared/deposits';
import type { AdminWaitlistEntry, JoinWaitlistInput, WaitlistEntry } from '@shared/waitlist';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { bookingKeys } from '../../api/booking-keys';

const keys = {
  own: ['booking', 'waitlist'] as const,
  offer: (token: string) => ['booking', 'waitlist', 'offer', token] as const,
  admin: [...bookingKeys.admin, 'waitlist'] as const,
};

/** The client's own entries; a signed-out visitor's answer is the 401 error. */
export const ownWaitlistQuery = queryOptions({
  queryKey: keys.own,
  staleTime: 0,
  retry: false,
  queryFn: async (): Promise<WaitlistEntry[]> => (await unwrap(await api.waitlist.$get())).entries,
});

export const useOwnWaitlist = () => useQuery(ownWaitlistQuery);

/** Joins once per service of the visit: each service is waited for (and offered) on its own. */
async function joinWaitlist(
  input: Omit<JoinWaitlistInput, 'serviceId'> & { serviceIds: string[] },
) {
  const { serviceIds, ...rest } = input;
  const entries = [];
  for (const serviceId of serviceIds)
    entries.push((await unwrap(await api.waitlist.$post({ json: { ...rest, serviceId } }))).entry);
  return entries;
}

export const useJoinWaitlist = (callbacks?: CallbacksFor<typeof joinWaitlist>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: joinWaitlist, refresh: [keys.own] });

async function leaveWaitlist(id: string) {
  await unwrap(await api.waitlist[':id'].$delete({ param: { id } }));
}

export const useLeaveWaitlist = (callbacks?: CallbacksFor<typeof leaveWaitlist>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: leaveWaitlist, refresh: [keys.own] });

/** The offer a link's token names; an unknown one is the error. */
export const waitlistOfferQuery = (token: string) =>
  queryOptions({
    queryKey: keys.offer(token),
    retry: false,
    queryFn: async () =>
      (await unwrap(await api.waitlist.offers[':token'].$get({ param: { token } }))).offer,
  });

/** Booked (201), or on to the deposit checkout (202) for a service with a deposit. */
async function claimOffer(
  token: string,
): Promise<{ appointmentId?: string; checkout?: DepositCheckout }> {
  const res = await api.waitlist.offers[':token'].claim.$post({ param: { token } });
  return unwrap<{ appointmentId?: string; checkout?: DepositCheckout }>(res);
}

export const useClaimOffer = (token: string, callbacks?: CallbacksFor<typeof claimOffer>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: claimOffer,
    refresh: [keys.offer(token), bookingKeys.appointments, keys.own],
    refreshAfterError: () => true,
  });

async function declineOffer(token: string) {
  await unwrap(await api.waitlist.offers[':token'].decline.$post({ param: { token } }));
}

export const useDeclineOffer = (token: string, callbacks?: CallbacksFor<typeof declineOffer>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: declineOffer,
    refresh: [keys.offer(token)],
    refreshAfterError: () => true,
  });

/** The back office's list ('Lista de espera'). */
export const adminWaitlistQuery = queryOptions({
  queryKey: keys.admin,
  staleTime: 0,
  queryFn: async (): Promise<AdminWaitlistEntry[]> =>
    (await unwrap(await api.admin.waitlist.$get())).entries,
});

async function removeEntry(id: string) {
  await unwrap(await api.admin.waitlist[':id'].$delete({ param: { id } }));
}

export const useRemoveWaitlistEntry = (callbacks?: CallbacksFor<typeof removeEntry>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: removeEntry, refresh: [keys.admin] });
