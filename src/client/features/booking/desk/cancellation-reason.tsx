import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@shared/schemas/booking';

/**
 * Under a cancelled appointment's status in the lists: why it was cancelled, when recorded
 * ('Outro: the words typed', or the reason's label).
 */
export function CancellationReason({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation();
  const { cancellation } = appointment;
  if (!cancellation) return null;
  const reason = t(`cancel.reasons.${cancellation.reason}`);
  return (
    <span className="max-w-48 text-xs break-words text-taupe">
      {cancellation.reason === 'other' && cancellation.note
        ? t('appointmentsList.otherReason', { reason, note: cancellation.note })
        : reason}
    </span>
  );
}
