import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAppointment } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';

export const APPOINTMENTS_QUERY_KEY = ['booking', 'appointments'] as const;

/** The signed-in client's own appointments, newest first (the server orders them). */
export const appointmentsQuery = queryOptions({
  queryKey: APPOINTMENTS_QUERY_KEY,
  staleTime: 0,
  queryFn: async (): Promise<ClientAppointment[]> =>
    (await unwrap(await api.appointments.$get())).appointments,
});

export function useAppointments() {
  return useQuery(appointmentsQuery);
}
