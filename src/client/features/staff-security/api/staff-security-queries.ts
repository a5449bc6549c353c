import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import {
  confirmTwoFactor,
  disableTwoFactor,
  newRecoveryCodes,
  startTwoFactor,
} from '@client/features/auth/api/auth-requests';

/** 'Minha conta': one's own two-factor sign-in and sessions. */
export const staffSecurityKeys = {
  all: ['staff-security'] as const,
  twoFactor: ['staff-security', 'two-factor'] as const,
  sessions: ['staff-security', 'sessions'] as const,
};

export const twoFactorStatusQuery = queryOptions({
  queryKey: staffSecurityKeys.twoFactor,
  queryFn: async () => unwrap(await api.admin.me['two-factor'].$get()),
  staleTime: 0,
});

export const sessionsQuery = queryOptions({
  queryKey: staffSecurityKeys.sessions,
  queryFn: async () => unwrap(await api.admin.me.sessions.$get()),
  staleTime: 0,
});

async function endSession(id: string) {
  const response = await api.admin.me.sessions[':id'].$delete({ param: { id } });
  if (!response.ok) await unwrap(response);
}

async function endOtherSessions() {
  return unwrap(await api.admin.me.sessions['end-others'].$post());
}

export const useEndSession = (callbacks?: CallbacksFor<typeof endSession>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: endSession,
    refresh: [staffSecurityKeys.sessions],
  });

export const useEndOtherSessions = (callbacks?: CallbacksFor<typeof endOtherSessions>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: endOtherSessions,
    refresh: [staffSecurityKeys.sessions],
  });

// Turning two-factor on or off renews this session (the server replaces it): the list changes too.
export const useStartTwoFactor = (callbacks?: CallbacksFor<typeof startTwoFactor>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: startTwoFactor, refresh: [] });

export const useConfirmTwoFactor = (callbacks?: CallbacksFor<typeof confirmTwoFactor>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: confirmTwoFactor,
    refresh: [staffSecurityKeys.all],
  });

export const useDisableTwoFactor = (callbacks?: CallbacksFor<typeof disableTwoFactor>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: disableTwoFactor,
    refresh: [staffSecurityKeys.all],
  });

export const useNewRecoveryCodes = (callbacks?: CallbacksFor<typeof newRecoveryCodes>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: newRecoveryCodes,
    refresh: [staffSecurityKeys.twoFactor],
  });
