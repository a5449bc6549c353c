import { CalendarHeart } from 'lucide-react';
import { useState } from 'react';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { ChangeLink } from '../booking-view';
import { AppointmentCard } from './appointment-card';

/** The client's appointments, newest first as the server sends them, or the empty state. */
export function AppointmentList({
  appointments,
  open,
  onOpenClosed,
}: {
  appointments: ClientAppointment[];
  /** The appointment whose change dialog opens on arrival (a reminder e-mail's link). */
  open?: ChangeLink;
  /** Told when that dialog closes. */
  onOpenClosed?: () => void;
}) {
  // One clock reading per mount is precise enough for "is it still ahead?".
  const [now] = useState(() => Date.now());
  if (appointments.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-ink/20 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-sand text-gold-deep">
          <CalendarHeart aria-hidden className="size-6" />
        </span>
        <p className="mt-5 font-display text-2xl text-ink">
          You don&apos;t have any appointments yet.
        </p>
        <p className="mt-2 max-w-xs text-sm text-taupe">
          Choose a treatment, a day and a time: your bookings will appear here.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentCard
            appointment={appointment}
            now={now}
            openChange={open?.appointmentId === appointment.id ? open.change : undefined}
            onChangeClosed={onOpenClosed}
          />
        </li>
      ))}
    </ul>
  );
}
