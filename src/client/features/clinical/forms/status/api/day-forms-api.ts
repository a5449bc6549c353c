import { queryOptions } from '@tanstack/react-query';
import type { AppointmentFormStatus } from '@shared/clinical-forms';
import { api, unwrap } from '@client/lib/api-client';

/** Each appointment of a day that needs forms, by id: its forms' status and alert words. */
export const dayFormsQuery = (date: string) =>
  queryOptions({
    queryKey: ['clinical', 'forms', 'day', date] as const,
    staleTime: 30_000,
    queryFn: async () =>
      (
        await unwrap<{ appointments: Record<string, AppointmentFormStatus[]> }>(
          await api.admin.clinical['day-forms'].$get({ query: { date } }),
        )
      ).appointments,
  });
