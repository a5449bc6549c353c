import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { STATUS_DISPLAY } from '@shared/booking';
import type { AdminAppointment } from '@shared/schemas/booking';
import { ADMIN_APPOINTMENTS_KEY } from './api/admin-appointments-query';
import { changeAppointmentStatus } from './api/change-appointment-status';

/**
 * Changes a status with the spec's toasts ('Agendamento confirmado com sucesso', or 'Não foi
 * possível atualizar o status') and refreshes every back-office view of appointments.
 */
export function useChangeStatus(onChanged?: (appointment: AdminAppointment) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAppointmentStatus,
    onSuccess: (appointment) => {
      toast.success(
        `Agendamento ${STATUS_DISPLAY[appointment.status].adminLabel.toLowerCase()} com sucesso`,
      );
      onChanged?.(appointment);
    },
    onError: () => {
      toast.error('Erro', { description: 'Não foi possível atualizar o status' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_APPOINTMENTS_KEY }),
  });
}
