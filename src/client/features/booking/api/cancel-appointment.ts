import type { ClientAppointment } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';

/** Cancels one of the client's own appointments; 409 `cancel_too_late` within 24 hours of it. */
export async function cancelAppointment(id: string): Promise<ClientAppointment> {
  return (await unwrap(await api.appointments[':id'].cancel.$post({ param: { id } }))).appointment;
}
