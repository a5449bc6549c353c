import { queryOptions } from '@tanstack/react-query';
import type { AdminProfessionalScheduleInput } from '@shared/schemas/admin-catalogue';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { catalogueKeys } from '@client/features/catalogue/api/catalogue-keys';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { bookingKeys } from '../../api/booking-keys';

// A professional's working pattern (decision 044 moved it to the diary), edited from the team's
// week and, through the app, from the catalogue's team list.

/** One professional's week as the schedule form edits it, for the team's week, which lists less. */
export const professionalScheduleQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingKeys.diary, 'schedule', id] as const,
    staleTime: 0,
    queryFn: async () =>
      unwrap(await api.admin.professionals[':id'].schedule.$get({ param: { id } })),
  });

async function saveProfessionalSchedule(input: {
  id: string;
  values: AdminProfessionalScheduleInput;
}) {
  return unwrap(
    await api.admin.professionals[':id'].schedule.$put({
      param: { id: input.id },
      json: input.values,
    }),
  );
}

/**
 * Who works when changes the diary's views, every free time, and the catalogue's team list (its
 * summary of each week), in this browser at once.
 */
export const useSaveProfessionalSchedule = (
  callbacks?: CallbacksFor<typeof saveProfessionalSchedule>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: saveProfessionalSchedule,
    refresh: [bookingKeys.diary, bookingKeys.availability, catalogueKeys.site, adminKeys.all],
  });
