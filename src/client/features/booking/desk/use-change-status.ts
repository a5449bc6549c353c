import { toast } from '@client/lib/toast';
import { STATUS_DISPLAY } from '@shared/booking';
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
  return useChangeAppointmentStatus({
    onSuccess: (appointment) => {
      toast.success(
        appointment.status === 'no_show'
          ? 'Não comparecimento registrado com sucesso'
          : `Agendamento ${STATUS_DISPLAY[appointment.status].adminLabel.toLowerCase()} com sucesso`,
      );
      onChanged?.(appointment);
    },
    onError: (error) => {
      onRefused?.(error);
      toast.error('Erro', { description: 'Não foi possível atualizar o status' });
    },
  });
}
