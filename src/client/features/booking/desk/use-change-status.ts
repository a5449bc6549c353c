import { toast } from '@client/lib/toast';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@shared/schemas/booking';
import { useChangeAppointmentStatus } from './api/appointments-admin-api';

/**
 * Changes a status with the spec's toasts ('Agendamento confirmado com sucesso', or 'Não foi
 * possível atualizar o status'; a no-show reads 'Não comparecimento registrado com sucesso');
 * every back-office view of appointments refreshes.
 */
export function useChangeStatus(
  onChanged?: (appointment: AdminAppointment) => void,
  /** Before the toast: a form puts the refusal's field messages on its fields. */
  onRefused?: (error: unknown) => void,
) {
  const { t } = useTranslation();
  return useChangeAppointmentStatus({
    onSuccess: (appointment) => {
      toast.success(t(`statusChange.done.${appointment.status}`));
      onChanged?.(appointment);
    },
    onError: (error) => {
      onRefused?.(error);
      toast.error(t('common.error'), { description: t('statusChange.failed') });
    },
  });
}
