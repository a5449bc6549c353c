import type { AdminAppointment } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { refreshAdminAppointments } from '../../desk/api/appointments-admin-api';

/** Gives a paid or kept deposit back through the payment provider (staff, by hand). */
async function refundDeposit(id: string): Promise<AdminAppointment> {
  const response = await sendOnce((request) =>
    api.admin.appointments[':id'].deposit.refund.$post({ param: { id } }, request),
  );
  return (await unwrap(response)).appointment;
}

export const useRefundDeposit = (callbacks?: CallbacksFor<typeof refundDeposit>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: refundDeposit,
    refresh: refreshAdminAppointments,
    refreshAfterError: () => true,
  });
