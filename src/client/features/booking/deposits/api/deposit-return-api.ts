import type { ClientAppointment } from '@shared/schemas/booking';
import type { DepositVerification } from '@shared/deposits';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { refreshAppointments } from '../../appointments/api/appointments-api';

/**
 * The return page: the server reads the deposit's checkout back from the provider and answers
 * with the pending appointment (or, for a payment too late for its time, the refund).
 */
async function verifyDeposit(sessionId: string): Promise<DepositVerification<ClientAppointment>> {
  const response = await sendOnce((request) =>
    api.appointments.deposits.verify.$post({ json: { sessionId } }, request),
  );
  return (await unwrap(response)) as DepositVerification<ClientAppointment>;
}

export const useVerifyDeposit = (callbacks?: CallbacksFor<typeof verifyDeposit>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: verifyDeposit, refresh: refreshAppointments });

/** The checkout's cancel link: the held time is given up at once. */
async function releaseHold(depositId: string): Promise<void> {
  await unwrap(
    await sendOnce((request) =>
      api.appointments.deposits.release.$post({ json: { depositId } }, request),
    ),
  );
}

export const useReleaseHold = (callbacks?: CallbacksFor<typeof releaseHold>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: releaseHold,
    refresh: refreshAppointments,
    refreshAfterError: () => true,
  });
