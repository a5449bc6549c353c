import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDays } from '@shared/schemas/booking';
import { api, unwrap } from '@client/lib/api-client';
import { bookingKeys } from './booking-keys';

export interface AvailableDaysParams {
  serviceId: string;
  professionalId: string;
  /** The signed-in client's own appointment being rescheduled: its time counts as free. */
  moving?: string;
  /** YYYY-MM */
  month: string;
}

/**
 * The dates of a month with at least one free time (the calendar disables every other day) and the
 * month's closures with the reason clients see.
 */
export const availableDaysQuery = ({
  serviceId,
  professionalId,
  month,
  moving,
}: AvailableDaysParams) =>
  queryOptions({
    queryKey: bookingKeys.days(serviceId, professionalId, month, moving),
    staleTime: 30_000,
    queryFn: async (): Promise<AvailableDays> => {
      // Read defensively: a server from before the diary (decision 025) answers no closures.
      const answer: Omit<AvailableDays, 'closed'> & { closed?: AvailableDays['closed'] } =
        await unwrap(
          await api.availability.days.$get({
            query: { service: serviceId, professional: professionalId, month, moving },
          }),
        );
      return { month: answer.month, days: answer.days, closed: answer.closed ?? [] };
    },
  });

export function useAvailableDays(params: AvailableDaysParams, enabled: boolean) {
  return useQuery({ ...availableDaysQuery(params), enabled });
}
