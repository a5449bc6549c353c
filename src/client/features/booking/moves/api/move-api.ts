import type { AdminAppointment, AdminMoveInput } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';
import { refreshAdminAppointments } from '../../desk/api/appointments-admin-api';

/** Moves an appointment (date, time and, when named, professional); 409/422 with the reason. */
async function moveAppointment(input: { id: string } & AdminMoveInput): Promise<AdminAppointment> {
  const { id, ...json } = input;
  const response = await sendOnce((request) =>
    api.admin.appointments[':id'].move.$post({ param: { id }, json }, request),
  );
  return (await unwrap(response)).appointment;
}

/** A move changes the day views, the lists, the free times and the log, refused or not. */
export const useMoveAppointment = (callbacks?: CallbacksFor<typeof moveAppointment>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: moveAppointment,
    refresh: [...refreshAdminAppointments, bookingKeys.availability],
    refreshAfterError: () => true,
  });
