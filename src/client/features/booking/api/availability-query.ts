import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { bookingKeys } from './booking-keys';

export interface AvailabilityParams {
  serviceId: string;
  professionalId: string;
  /** The signed-in client's own appointment being rescheduled: its time counts as free. */
  moving?: string;
  date: string;
}

/**
 * The start times still free for a service, professional ('' for any) and salon date, and why the
 * salon is closed that day when it is.
 */
export const availabilityQuery = ({
  serviceId,
  professionalId,
  date,
  moving,
}: AvailabilityParams) =>
  queryOptions({
    queryKey: bookingKeys.times(serviceId, professionalId, date, moving),
    // Free times change as other clients book: never trust an old answer for long.
    staleTime: 15_000,
    queryFn: async (): Promise<Availability> => {
      // Read defensively: a server from before the diary (decision 025) answers no closedReason.
      const answer: Omit<Availability, 'closedReason'> & { closedReason?: string | null } =
        await unwrap(
          await api.availability.$get({
            query: { service: serviceId, professional: professionalId, date, moving },
          }),
        );
      return { date: answer.date, times: answer.times, closedReason: answer.closedReason ?? null };
    },
  });

export function useAvailability(params: AvailabilityParams, enabled: boolean) {
  return useQuery({ ...availabilityQuery(params), enabled });
}
