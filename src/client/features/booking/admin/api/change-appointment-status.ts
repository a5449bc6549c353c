import type { AppointmentStatus } from '@shared/booking';
import type { AdminAppointment } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';

/** Moves an appointment along the spec's transitions; 409 for any other move. */
export async function changeAppointmentStatus(input: {
  id: string;
  status: AppointmentStatus;
}): Promise<AdminAppointment> {
  const response = await api.admin.appointments[':id'].status.$post({
    param: { id: input.id },
    json: { status: input.status },
  });
  return (await unwrap(response)).appointment;
}
