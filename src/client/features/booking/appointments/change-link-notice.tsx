import { CircleAlert, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { bookingMessages, lateChangeMessage } from '@shared/booking';
import type { AppointmentChange } from '@shared/routes';
import { formatDay } from '@shared/salon-dates';
import { mainPhone } from '@shared/salon-facts';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { SalonSettings } from '@shared/schemas/settings';

type Refusal = 'too_late' | 'not_allowed' | 'not_found';

const notAllowed: Record<AppointmentChange, string> = {
  cancel: bookingMessages.cancelNotAllowed,
  reschedule: bookingMessages.rescheduleNotAllowed,
};

/**
 * Why a reminder's Reschedule or Cancel link did not open its dialog: within the terms' 12 or 24
 * hours (with the salon's phone and WhatsApp), no longer possible, or not this visitor's.
 */
export function ChangeLinkNotice({
  change,
  refusal,
  appointment,
  salon,
}: {
  change: AppointmentChange;
  refusal: Refusal;
  /** The linked appointment, when it is the visitor's. */
  appointment: ClientAppointment | undefined;
  salon: SalonSettings | undefined;
}) {
  const message =
    refusal === 'not_found'
      ? bookingMessages.notFound
      : refusal === 'too_late' && salon
        ? lateChangeMessage(change, salon, { depositPaid: appointment?.deposit?.status === 'paid' })
        : notAllowed[change];
  // On a phone the list sits under the booking form: bring the answer to the link into view.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: 'center' }), []);
  return (
    <div
      ref={ref}
      role="alert"
      className="mb-6 flex gap-3 rounded-3xl border border-gold/40 bg-ivory p-5 text-sm leading-relaxed text-ink sm:p-6"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
      <div>
        {appointment && (
          <p className="font-medium">
            {appointment.serviceName}, {formatDay(appointment.date, 'longDate')} at{' '}
            {appointment.time}
          </p>
        )}
        <p>{message}</p>
        {refusal === 'too_late' && salon && (
          <a
            href={`tel:${mainPhone(salon).tel}`}
            className="mt-3 inline-flex items-center gap-2 font-medium text-gold-deep underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            Call {mainPhone(salon).display}
          </a>
        )}
      </div>
    </div>
  );
}
