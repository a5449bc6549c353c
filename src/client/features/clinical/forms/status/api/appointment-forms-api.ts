import { queryOptions } from '@tanstack/react-query';
import type { AppointmentFormStatus } from '@shared/clinical-forms';
import { api, unwrap } from '@client/lib/api-client';
import { useRefreshingMutation } from '@client/lib/refreshing-mutation';

const keys = {
  appointment: (id: string) => ['clinical', 'forms', 'appointment', id] as const,
};

/** Which forms an appointment needs, signed or not, and their alert words (never the answers). */
export const appointmentFormsQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: keys.appointment(appointmentId),
    staleTime: 0,
    queryFn: async (): Promise<AppointmentFormStatus[]> =>
      (
        await unwrap<{ forms: AppointmentFormStatus[] }>(
          await api.admin.clinical.appointments[':id'].forms.$get({
            param: { id: appointmentId },
          }),
        )
      ).forms,
  });

/** A 30-minute link for the salon's tablet at check-in. */
export const useTabletLink = () =>
  useRefreshingMutation({
    // A link changes no form: nothing cached goes stale.
    refresh: [],
    mutationFn: async (appointmentId: string) =>
      unwrap<{ path: string; url: string; expiresAt: string }>(
        await api.admin.clinical.appointments[':id']['forms-link'].$post({
          param: { id: appointmentId },
        }),
      ),
  });
