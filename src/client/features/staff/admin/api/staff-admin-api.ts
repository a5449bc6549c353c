import { queryOptions } from '@tanstack/react-query';
import type { StaffInvitationInput, StaffMemberChange } from '@shared/schemas/staff';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

export const staffKeys = {
  all: ['staff'] as const,
  overview: ['staff', 'overview'] as const,
  professionals: ['staff', 'professionals'] as const,
};

export const staffQuery = queryOptions({
  queryKey: staffKeys.overview,
  queryFn: async () => unwrap(await api.admin.staff.$get()),
  staleTime: 0,
});

/** The catalogue's professionals, to link one to a member of the team. */
export const linkableProfessionalsQuery = queryOptions({
  queryKey: staffKeys.professionals,
  queryFn: async () => {
    const page = await unwrap(
      await api.admin.professionals.$get({ query: { status: 'all', page: '1', pageSize: '100' } }),
    );
    return page.items;
  },
});

/** The team and, since every change is recorded, the back office's log. */
const refreshStaff = [staffKeys.all, adminKeys.all];

async function inviteStaff(input: StaffInvitationInput) {
  return unwrap(await api.admin.staff.invitations.$post({ json: input }));
}
export const useInviteStaff = (callbacks?: CallbacksFor<typeof inviteStaff>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: inviteStaff, refresh: refreshStaff });

async function withdrawInvitation(id: string) {
  return unwrap(await api.admin.staff.invitations[':id'].$delete({ param: { id } }));
}
export const useWithdrawInvitation = (callbacks?: CallbacksFor<typeof withdrawInvitation>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: withdrawInvitation, refresh: refreshStaff });

async function changeMember(input: { userId: string; change: StaffMemberChange }) {
  return unwrap(
    await api.admin.staff[':userId'].$patch({
      param: { userId: input.userId },
      json: input.change,
    }),
  );
}
export const useChangeMember = (callbacks?: CallbacksFor<typeof changeMember>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: changeMember, refresh: refreshStaff });

async function memberAction(input: { userId: string; action: 'suspend' | 'restore' | 'remove' }) {
  const member = api.admin.staff[':userId'];
  const param = { userId: input.userId };
  if (input.action === 'remove') return unwrap(await member.$delete({ param }));
  return unwrap(await member[input.action].$post({ param }));
}
export const useMemberAction = (callbacks?: CallbacksFor<typeof memberAction>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: memberAction, refresh: refreshStaff });
