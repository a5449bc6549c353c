import { cancellationLabel } from '@shared/cancellation';
import type { AdminAppointment } from '@shared/schemas/booking';

/** Under a cancelled appointment's status in the lists: why it was cancelled, when recorded. */
export function CancellationReason({ appointment }: { appointment: AdminAppointment }) {
  if (!appointment.cancellation) return null;
  return (
    <span className="max-w-48 text-xs break-words text-taupe">
      {cancellationLabel(appointment.cancellation)}
    </span>
  );
}
