import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsCodeInput, SmsVerificationStatus } from '@shared/sms-verification';
import { api, ApiRequestError, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { authKeys } from './auth-keys';

/** The status as answered, with when it was received: waits count from then, on this device. */
export type ReceivedSmsStatus = SmsVerificationStatus & { receivedAt: number };

const received = (status: SmsVerificationStatus): ReceivedSmsStatus => ({
  ...status,
  receivedAt: Date.now(),
});

export const smsVerificationQuery = queryOptions({
  queryKey: authKeys.smsVerification,
  queryFn: async () => received(await unwrap(await api.me['sms-verification'].$get())),
});

/** Where the signed-in client's mobile number stands (verified, a code outstanding…). */
export const useSmsVerification = (enabled: boolean) =>
  useQuery({ ...smsVerificationQuery, enabled });

async function sendCode(): Promise<ReceivedSmsStatus> {
  return received(await unwrap(await api.me['sms-verification'].send.$post()));
}

async function verifyCode(input: SmsCodeInput): Promise<ReceivedSmsStatus> {
  return received(await unwrap(await api.me['sms-verification'].verify.$post({ json: input })));
}

/** A refusal that changed the code's state (expired, used up, already verified): reread it. */
const stateChanged = (error: Error) => error instanceof ApiRequestError && error.status !== 401;

/** Texts a code to the saved mobile number; the answer is the new status. */
export const useSendSmsCode = (callbacks?: CallbacksFor<typeof sendCode>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: sendCode,
    refresh: (queryClient, status) =>
      status
        ? queryClient.setQueryData(authKeys.smsVerification, status)
        : queryClient.invalidateQueries({ queryKey: authKeys.smsVerification }),
    refreshAfterError: stateChanged,
  });

/** Checks the typed code; the answer is the new status (verified on success). */
export const useVerifySmsCode = (callbacks?: CallbacksFor<typeof verifyCode>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: verifyCode,
    refresh: (queryClient, status) =>
      status
        ? queryClient.setQueryData(authKeys.smsVerification, status)
        : queryClient.invalidateQueries({ queryKey: authKeys.smsVerification }),
    refreshAfterError: stateChanged,
  });
