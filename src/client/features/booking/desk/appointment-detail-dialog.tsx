import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Link2,
  CircleCheckBig,
  Undo2,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TRANSITIONS, type AppointmentStatus, MOVABLE_STATUSES } from '@shared/booking';
import { formatGbp } from '@shared/money';
import { formatAdminDateTime, formatDay, timeAfter } from '@shared/salon-dates';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { formatDuration } from '../booking-view';
import { AdminStatusBadge } from '@client/components/admin/admin-status-badge';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { CheckoutButton } from '@client/components/admin/checkout-launcher';
import { AdminDepositBadge } from '@client/components/admin/admin-deposit-badge';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useRefundDeposit } from '../deposits/api/deposit-refund-api';
import { MoveAppointmentForm } from '../moves/move-appointment-form';
import { CancelAppointmentForm } from './cancel-appointment-form';
import { ClientAlerts } from './client-alerts';
import { StaffNoteEditor } from './staff-note-editor';
import { AppointmentFormsPanel } from '@client/features/clinical/forms/status/appointment-forms-panel';
import { TreatmentRecordPanel } from '@client/features/clinical/treatment-records/treatment-record-panel';
import { useChangeStatus } from './use-change-status';
import { useStaff } from '@client/lib/staff-access';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { useStatusLabel } from '@client/i18n/status-label';

/** The statuses a visit is checked out from at the till. */
const CHARGEABLE = new Set<AppointmentStatus>(['pending', 'confirmed', 'completed']);

const ACTION_ICONS: Partial<Record<AppointmentStatus, ReactNode>> = {
  confirmed: <CalendarCheck aria-hidden />,
  completed: <CircleCheckBig aria-hidden />,
  cancelled: <CalendarX aria-hidden />,
  no_show: <UserX aria-hidden />,
};

/** The server refuses a no-show before the start (issue 17), so the button waits for it too. */
const hasStarted = (appointment: AdminAppointment) =>
  new Date(appointment.startsAt).getTime() <= Date.now();

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase">
        {label}
      </dt>
      <dd className="mt-1 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * The overlay with everything about one appointment: the client's alerts and a link to their
 * record, staff's internal note, and only the moves the spec allows from its status (Confirmar,
 * Concluir, Cancelar, and Não compareceu once the start has passed), plus 'Remarcar' while it is
 * pending or confirmed; cancelling asks why and whether to tell the client (issue 30).
 * `onChanged` receives the appointment as the server returns it after a change.
 */
export function AppointmentDetailDialog({
  appointment,
  onClose,
  onChanged,
}: {
  appointment: AdminAppointment | null;
  onClose: () => void;
  onChanged: (appointment: AdminAppointment) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && onClose()}>
      {appointment && (
        <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
          <DetailBody
            key={`${appointment.id}-${appointment.status}-${appointment.startsAt}`}
            appointment={appointment}
            onChanged={onChanged}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The deposit's state and, while it is paid or kept, the refund by hand behind a confirmation. */
function DepositRefund({
  appointment,
  onChanged,
}: {
  appointment: AdminAppointment;
  onChanged: (appointment: AdminAppointment) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const mayRefund = useStaff().can('deposits');
  const { t } = useTranslation();
  const refund = useRefundDeposit({
    onSuccess: (updated) => {
      toast.success(t('appointment.refunded'));
      setConfirming(false);
      onChanged(updated);
    },
    onError: (error) =>
      toast.error(t('common.error'), {
        description: requestErrorMessage(error, t('appointment.refundFailed')),
      }),
  });
  const deposit = appointment.deposit!;
  const refundable = deposit.status === 'paid' || deposit.status === 'retained';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AdminDepositBadge deposit={deposit} />
      {refundable && mayRefund && (
        <Button
          variant="outline"
          size="sm"
          disabled={refund.isPending}
          onClick={() => setConfirming(true)}
        >
          <Undo2 aria-hidden />
          {t('appointment.refund')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('appointment.refund')}
        description={t('appointment.refundQuestion', {
          amount: formatGbp(deposit.amountPence),
          client: appointment.clientName,
        })}
        confirmLabel={t('appointment.refundConfirm')}
        busy={refund.isPending}
        onConfirm={() => refund.mutate(appointment.id)}
      />
    </span>
  );
}

/** A visit's parts in order (issue 32): this one marked, the others by time, service and who. */
function VisitParts({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation();
  const parts = appointment.visitParts;
  const index = parts.findIndex((p) => p.id === appointment.id);
  return (
    <>
      <span className="flex items-center gap-1 font-medium text-gold-deep">
        <Link2 aria-hidden className="size-3.5" />
        {t('appointment.visitPart', { part: index + 1, parts: parts.length })}
      </span>
      <ol className="mt-1 grid gap-1" aria-label={t('appointment.visitParts')}>
        {parts.map((part) => (
          <li key={part.id} className="break-words tabular-nums">
            {part.time} · {part.serviceName} · {part.assignedProfessionalName}
            {part.id === appointment.id && (
              <span className="text-taupe"> ({t('appointment.thisPart')})</span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function DetailBody({
  appointment,
  onChanged,
}: {
  appointment: AdminAppointment;
  onChanged: (appointment: AdminAppointment) => void;
}) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [moving, setMoving] = useState(false);
  const staff = useStaff();
  const movable =
    staff.can('appointments.desk') &&
    (MOVABLE_STATUSES as readonly string[]).includes(appointment.status);
  const change = useChangeStatus(onChanged);
  // A professional records how their own appointment went; the rest is the desk's (decision 049).
  const actions = (ADMIN_TRANSITIONS[appointment.status] ?? []).filter(
    (status) =>
      (status !== 'no_show' || hasStarted(appointment)) &&
      (!staff.ownAppointmentsOnly || status === 'completed' || status === 'no_show'),
  );
  const { t } = useTranslation();
  const { longDay } = useBackOfficeLocale();
  const label = useStatusLabel()(appointment.status);
  const move = (status: AppointmentStatus) => change.mutate({ id: appointment.id, status });

  return (
    <>
      <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        {t('appointment.eyebrow')}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2 pr-10">
        <DialogTitle className="pr-0">{appointment.serviceName}</DialogTitle>
        <AdminStatusBadge status={appointment.status} className="mt-2" />
      </div>
      <DialogDescription className="first-letter:uppercase">
        {t('appointment.when', {
          date: longDay(appointment.date),
          start: appointment.time,
          end: timeAfter(appointment.time, appointment.durationMinutes),
        })}
      </DialogDescription>

      <dl className="mt-6 grid gap-x-8 gap-y-4 border-t border-ink/10 pt-6 text-sm sm:grid-cols-2">
        <Detail label={t('appointment.client')}>{appointment.clientName}</Detail>
        <Detail label={t('appointment.phone')}>
          {appointment.clientPhone || t('appointment.notAvailable')}
        </Detail>
        {/* A professional is not given the client's e-mail (the server leaves it out). */}
        {appointment.clientEmail && (
          <Detail label={t('appointment.email')} wide>
            <a
              className="text-gold-deep hover:underline"
              href={`mailto:${appointment.clientEmail}`}
            >
              {appointment.clientEmail}
            </a>
          </Detail>
        )}
        <Detail label={t('appointment.chosenProfessional')}>
          {appointment.professionalName ?? t('common.noPreference')}
        </Detail>
        <Detail label={t('appointment.servedBy')}>{appointment.assignedProfessionalName}</Detail>
        <Detail label={t('appointment.dateTime')}>
          {t('appointment.dateAtTime', {
            date: formatDay(appointment.date, 'date'),
            time: appointment.time,
          })}
        </Detail>
        <Detail label={t('appointment.duration')}>
          {formatDuration(appointment.durationMinutes)}
        </Detail>
        <Detail label={t('appointment.price')}>
          <span className="font-display text-xl font-semibold">
            {formatGbp(appointment.totalPricePence)}
          </span>
        </Detail>
        {appointment.deposit && (
          <Detail label={t('appointment.deposit')}>
            <DepositRefund appointment={appointment} onChanged={onChanged} />
          </Detail>
        )}
        {appointment.visitParts.length > 1 && (
          <Detail label={t('appointment.visitParts')} wide>
            <VisitParts appointment={appointment} />
          </Detail>
        )}
        <Detail label={t('appointment.createdAt')}>
          {formatAdminDateTime(appointment.createdAt)}
        </Detail>
        {appointment.cancellation && (
          <Detail label={t('appointment.cancellationReason')} wide>
            <span className="break-words">
              {appointment.cancellation.reason === 'other' && appointment.cancellation.note
                ? `${t('cancel.reasons.other')}: ${appointment.cancellation.note}`
                : t(`cancel.reasons.${appointment.cancellation.reason}`)}
            </span>
          </Detail>
        )}
        <Detail label={t('appointment.clientNotes')} wide>
          {appointment.notes ? (
            <span className="whitespace-pre-line">{appointment.notes}</span>
          ) : (
            <span className="text-taupe">{t('appointment.noClientNotes')}</span>
          )}
        </Detail>
      </dl>
      <ClientAlerts appointment={appointment} />
      <StaffNoteEditor appointment={appointment} onChanged={onChanged} />
      <AppointmentFormsPanel appointment={appointment} />
      <TreatmentRecordPanel appointment={appointment} />

      <div className="mt-8 border-t border-ink/10 pt-6">
        {/* The till's 'Cobrar' (issue 34): paying completes the visit. */}
        {CHARGEABLE.has(appointment.status) && !moving && (
          <div className="mb-4 flex justify-end">
            <CheckoutButton target={{ appointmentId: appointment.id }} />
          </div>
        )}
        {moving ? (
          <MoveAppointmentForm
            appointment={appointment}
            onMoved={onChanged}
            onCancel={() => setMoving(false)}
          />
        ) : actions.length === 0 ? (
          <p className="text-sm text-taupe">
            {t('appointment.noActions', { status: label.toLowerCase() })}
          </p>
        ) : confirmingCancel ? (
          <CancelAppointmentForm
            appointment={appointment}
            onChanged={onChanged}
            onBack={() => setConfirmingCancel(false)}
          />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            {movable && (
              <Button
                variant="outline"
                size="sm"
                disabled={change.isPending}
                onClick={() => setMoving(true)}
                className="sm:mr-auto"
              >
                <CalendarClock aria-hidden />
                {t('actions.move')}
              </Button>
            )}
            {actions.map((status) => (
              <Button
                key={status}
                variant={status === 'cancelled' || status === 'no_show' ? 'outline' : 'primary'}
                size="sm"
                disabled={change.isPending}
                onClick={() => (status === 'cancelled' ? setConfirmingCancel(true) : move(status))}
                className={
                  status === 'cancelled'
                    ? 'border-red-300 text-red-800 hover:border-red-800 hover:bg-red-800'
                    : status === 'no_show'
                      ? 'border-violet-300 text-violet-900 hover:border-violet-800 hover:bg-violet-800'
                      : undefined
                }
              >
                {change.isPending && change.variables?.status === status ? (
                  <Spinner />
                ) : (
                  ACTION_ICONS[status]
                )}
                {status !== 'pending' && t(`actions.${status}`)}
              </Button>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
