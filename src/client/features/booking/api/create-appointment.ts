import type { z } from 'zod';
import type { bookingInputSchema, ClientAppointment } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';

export type BookingRequest = z.output<typeof bookingInputSchema>;

/**
 * Books for the signed-in client. Only the choice goes: the server takes the price from the
 * catalogue and always creates 'pending'. 409 `slot_taken` when someone else was quicker.
 */
export async function createAppointment(input: BookingRequest): Promise<ClientAppointment> {
  const json = {
    serviceId: input.serviceId,
    professionalId: input.professionalId,
    date: input.date,
    time: input.time,
    notes: input.notes,
  };
  return (await unwrap(await api.appointments.$post({ json }))).appointment;
}
