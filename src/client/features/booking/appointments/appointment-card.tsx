import { CalendarDays, Clock, MessageSquareText, PoundSterling, UserRound } from 'lucide-react';
import { LIVE_STATUSES } from '@shared/booking';
import { formatGbp } from '@shared/money';
import type { AppointmentChange } from '@shared/routes';
import { formatDay } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { formatDuration } from '../booking-view';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { StatusBadge } from '@client/components/ui/status-badge';
import { DepositBadge } from '@client/components/ui/deposit-badge';
import { RescheduleAppointmentDialog } from './reschedule-appointment-dialog';

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** One of the client's appointments: what, who, when, the price charged and its status. */
export function AppointmentCard({
  appointment,
  now,
  openChange,
  onChangeClosed,
}: {
  appointment: ClientAppointment;
  now: number;
  /** The change dialog to open on arrival (a reminder e-mail's link). */
  openChange?: AppointmentChange;
  /** Told when that dialog closes. */
  onChangeClosed?: () => void;
}) {
  const live = isLive(appointment.status);
  const upcoming = Date.parse(appointment.startsAt) > now;
  return (
    <article
      aria-label={`${appointment.serviceName}, ${formatDay(appointment.date, 'longDate')} at ${appointment.time}`}
      className={cn(card({ depth: 'raised' }), 'p-5 sm:p-6', !live && 'bg-white/40')}
    >
      <div className="flex items-start justify-between gap-4">
        <h3 className={cn('text-2xl leading-tight', !live && 'text-ink-soft')}>
          {appointment.serviceName}
        </h3>
        <div className="flex flex-col items-end gap-1.5">
          <StatusBadge status={appointment.status} />
          {appointment.deposit && <DepositBadge deposit={appointment.deposit} />}
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2.5 text-sm text-ink-soft sm:grid-cols-2">
        <div className="flex items-center gap-2.5">
          <dt>
            <CalendarDays aria-hidden className="size-4 text-gold-deep" />
            <span className="sr-only">Date</span>
          </dt>
          <dd>{formatDay(appointment.date, 'longDate')}</dd>
        </div>
        <div className="flex items-center gap-2.5">
          <dt>
            <Clock aria-hidden className="size-4 text-gold-deep" />
            <span className="sr-only">Time</span>
          </dt>
          <dd>
            <span className="font-medium text-ink">{appointment.time}</span>
            <span className="text-taupe"> · {formatDuration(appointment.durationMinutes)}</span>
          </dd>
        </div>
        {appointment.professionalName && (
          <div className="flex items-center gap-2.5">
            <dt>
              <UserRound aria-hidden className="size-4 text-gold-deep" />
              <span className="sr-only">Professional</span>
            </dt>
            <dd>{appointment.professionalName}</dd>
          </div>
        )}
        <div className="flex items-center gap-2.5">
          <dt>
            <PoundSterling aria-hidden className="size-4 text-gold-deep" />
            <span className="sr-only">Price</span>
          </dt>
          <dd className="font-display text-xl leading-none font-semibold text-ink">
            {formatGbp(appointment.totalPricePence)}
          </dd>
        </div>
      </dl>
      {appointment.notes && (
        <div className="mt-4 flex gap-2.5 rounded-2xl bg-sand/50 px-4 py-3 text-sm text-ink-soft">
          <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
          <p className="min-w-0 break-words whitespace-pre-line">
            <span className="sr-only">Notes: </span>
            {appointment.notes}
          </p>
        </div>
      )}
      {(appointment.cancellable || appointment.reschedulable) && (
        <div className="mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-ink/10 pt-4">
          {!appointment.cancellable && (
            <p className="mr-auto text-xs leading-relaxed text-taupe">
              Less than 24 hours to go: you can still move it; to cancel, please call or message us.
            </p>
          )}
          {appointment.reschedulable && (
            <RescheduleAppointmentDialog
              appointment={appointment}
              initiallyOpen={openChange === 'reschedule'}
              onClosed={openChange === 'reschedule' ? onChangeClosed : undefined}
            />
          )}
          {appointment.cancellable && (
            <CancelAppointmentDialog
              appointment={appointment}
              initiallyOpen={openChange === 'cancel'}
              onClosed={openChange === 'cancel' ? onChangeClosed : undefined}
            />
          )}
        </div>
      )}
      {!appointment.cancellable && !appointment.reschedulable && live && upcoming && (
        <p className="mt-5 border-t border-ink/10 pt-4 text-xs leading-relaxed text-taupe">
          {appointment.deposit?.status === 'paid'
            ? 'Less than 24 hours to go and your deposit is paid: to change or cancel, please call or message us on WhatsApp.'
            : 'Less than 12 hours to go: to change or cancel, please call or message us on WhatsApp.'}
        </p>
      )}
    </article>
  );
}
