import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@shared/booking';

/** A status this build knows, or 'pending', as statusDisplay falls back (spec: yellow). */
const known = (status: string): AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(status)
    ? (status as AppointmentStatus)
    : 'pending';

/** An appointment's status as the back office names it, in the staff member's language. */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`status.${known(status)}`);
}
