import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDays } from '@shared/schemas/booking';
import type {
  NextFreeDays,
  VisitBookInput,
  VisitBooking,
  VisitHold,
  VisitPartInput,
} from '@shared/schemas/visits';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { authKeys } from '@client/features/auth/api/auth-keys';
import { sendOnce } from '@client/lib/send-once';
import { bookingKeys } from '../../api/booking-keys';
import { refreshAppointments } from '../../appointments/api/appointments-api';
import { saveHoldToken } from '../saved-hold';

/** A visit's choice before it is held: its services in order, and who ('' for 'No preference'). */
export interface VisitChoice {
  serviceIds: string[];
  professionalId: string;
}

const query = ({ serviceIds, professionalId }: VisitChoice) => ({
  services: serviceIds.join(','),
  professional: professionalId,
});

/** The next free days (soonest first) with their first free times, for the whole chain. */
export const nextFreeDaysQuery = (choice: VisitChoice) =>
  queryOptions({
    queryKey: bookingKeys.visitNext(choice.serviceIds, choice.professionalId),
    // Free times change as other clients book: never trust an old answer for long.
    staleTime: 15_000,
    queryFn: async (): Promise<NextFreeDays> =>
      unwrap(await api['visit-availability'].next.$get({ query: query(choice) })),
  });

/** The month's dates on which the whole chain fits at least once. */
export const visitDaysQuery = (choice: VisitChoice, month: string) =>
  queryOptions({
    queryKey: bookingKeys.visitDays(choice.serviceIds, choice.professionalId, month),
    staleTime: 15_000,
    queryFn: async (): Promise<Pick<AvailableDays, 'days'>> =>
      unwrap(await api['visit-availability'].days.$get({ query: { ...query(choice), month } })),
  });

/** The start times on one date at which the whole chain fits. */
export const visitTimesQuery = (choice: VisitChoice, date: string) =>
  queryOptions({
    queryKey: bookingKeys.visitTimes(choice.serviceIds, choice.professionalId, date),
    staleTime: 15_000,
    queryFn: async (): Promise<{ times: string[] }> =>
      unwrap(await api['visit-availability'].$get({ query: { ...query(choice), date } })),
  });

export const useNextFreeDays = (choice: VisitChoice, enabled: boolean) =>
  useQuery({ ...nextFreeDaysQuery(choice), enabled });
export const useVisitDays = (choice: VisitChoice, month: string, enabled: boolean) =>
  useQuery({ ...visitDaysQuery(choice, month), enabled });
export const useVisitTimes = (choice: VisitChoice, date: string, enabled: boolean) =>
  useQuery({ ...visitTimesQuery(choice, date), enabled });

/**
 * A held time as the server has it: read when a sign-in elsewhere brings the visitor back, and
 * when the countdown runs out here (the server says whether it lapsed, and in what words).
 */
export async function readVisitHold(token: string): Promise<VisitHold> {
  return unwrap(await api['visit-holds'][':token'].$get({ param: { token } }));
}

export const visitHoldQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.visitHold(token),
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      try {
        return await readVisitHold(token);
      } catch (error) {
        // Lapsed or booked: the tab forgets it, so the next visit starts afresh.
        saveHoldToken(null);
        throw error;
      }
    },
  });
export const useVisitHold = (token: string | null) =>
  useQuery({ ...visitHoldQuery(token ?? ''), enabled: Boolean(token) });

async function holdVisit(input: {
  parts: VisitPartInput[];
  date: string;
  time: string;
}): Promise<VisitHold> {
  return unwrap(await api['visit-holds'].$post({ json: input }));
}

/**
 * Holds the chain's time while the visitor says who they are. A refusal (the time was just taken)
 * refreshes the times shown, so the taken one disappears.
 */
export const useHoldVisit = (callbacks?: CallbacksFor<typeof holdVisit>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: holdVisit,
    refresh: [bookingKeys.availability],
    refreshAfterError: () => true,
  });

async function bookVisit({
  token,
  ...json
}: VisitBookInput & { token: string }): Promise<VisitBooking> {
  // One Idempotency-Key per booking, kept across retries: a retried request books once.
  const response = await sendOnce((request) =>
    api['visit-holds'][':token'].book.$post({ param: { token }, json }, request),
  );
  return unwrap<VisitBooking>(response);
}

/** Books the held time (201), or answers the deposit's checkout (202). */
export const useBookVisit = (callbacks?: CallbacksFor<typeof bookVisit>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: bookVisit,
    refresh: async (queryClient) => {
      refreshAppointments(queryClient);
      // The booking saved the mobile (and date of birth) on the profile: never asked again.
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });

async function releaseVisit(token: string): Promise<void> {
  const response = await api['visit-holds'][':token'].$delete({ param: { token } });
  // The route declares 204 only; a refusal is read as any other. Already lapsed or released
  // (404): the time is free either way.
  const status: number = response.status;
  if (status !== 204 && status !== 404) await unwrap(response);
}

/** Lets the held time go ('Change the time'): others, and this visitor, may take it again. */
export const useReleaseVisit = (callbacks?: CallbacksFor<typeof releaseVisit>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: releaseVisit,
    refresh: [bookingKeys.availability],
  });
