import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CircleCheckBig,
  Undo2,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  ACTION_LABELS,
  ADMIN_TRANSITIONS,
  type AppointmentStatus,
  MOVABLE_STATUSES,
  STATUS_DISPLAY,
} from '@shared/booking';
import { cancellationLabel } from '@shared/cancellation';
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
import { StatusBadge } from '@client/components/ui/status-badge';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { DepositBadge } from '@client/components/ui/deposit-badge';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useRefundDeposit } from '../deposits/api/deposit-refund-api';
import { MoveAppointmentForm } from '../moves/move-appointment-form';
import { CancelAppointmentForm } from './cancel-appointment-form';
import { ClientAlerts } from './client-alerts';
import { StaffNoteEditor } from './staff-note-editor';
import { useChangeStatus } from './use-change-status';
import { useStaff } from '@client/lib/staff-access';

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
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && onClose()}>
      {appointment && (
        <DialogContent closeLabel="Fechar" className="max-w-2xl">
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
  const refund = useRefundDeposit({
    onSuccess: (updated) => {
      toast.success('Sinal devolvido com sucesso');
      setConfirming(false);
      onChanged(updated);
    },
    onError: (error) =>
      toast.error('Erro', {
        description: requestErrorMessage(error, 'Não foi possível devolver o sinal.'),
      }),
  });
  const deposit = appointment.deposit!;
  const refundable = deposit.status === 'paid' || deposit.status === 'retained';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <DepositBadge deposit={deposit} admin />
      {refundable && mayRefund && (
        <Button
          variant="outline"
          size="sm"
          disabled={refund.isPending}
          onClick={() => setConfirming(true)}
        >
          <Undo2 aria-hidden />
          Devolver sinal
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Devolver sinal"
        description={`Devolver ${formatGbp(deposit.amountPence)} a ${appointment.clientName}? O valor volta ao cartão do cliente e não pode ser cobrado de novo.`}
        confirmLabel="Sim, devolver"
        busy={refund.isPending}
        onConfirm={() => refund.mutate(appointment.id)}
      />
    </span>
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
  const label = STATUS_DISPLAY[appointment.status]?.adminLabel ?? appointment.status;
  const move = (status: AppointmentStatus) => change.mutate({ id: appointment.id, status });

  return (
    <>
      <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        Detalhes do agendamento
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2 pr-10">
        <DialogTitle className="pr-0">{appointment.serviceName}</DialogTitle>
        <StatusBadge status={appointment.status} admin className="mt-2" />
      </div>
      <DialogDescription className="first-letter:uppercase">
        {formatDay(appointment.date, 'longDatePt')}, das {appointment.time} às{' '}
        {timeAfter(appointment.time, appointment.durationMinutes)}
      </DialogDescription>

      <dl className="mt-6 grid gap-x-8 gap-y-4 border-t border-ink/10 pt-6 text-sm sm:grid-cols-2">
        <Detail label="Cliente">{appointment.clientName}</Detail>
        <Detail label="Telefone">{appointment.clientPhone || 'N/A'}</Detail>
        {/* A professional is not given the client's e-mail (the server leaves it out). */}
        {appointment.clientEmail && (
          <Detail label="Email" wide>
            <a
              className="text-gold-deep hover:underline"
              href={`mailto:${appointment.clientEmail}`}
            >
              {appointment.clientEmail}
            </a>
          </Detail>
        )}
        <Detail label="Profissional escolhido">
          {appointment.professionalName ?? 'Sem preferência'}
        </Detail>
        <Detail label="Atendido por">{appointment.assignedProfessionalName}</Detail>
        <Detail label="Data e hora">
          {formatDay(appointment.date, 'date')} às {appointment.time}
        </Detail>
        <Detail label="Duração">{formatDuration(appointment.durationMinutes)}</Detail>
        <Detail label="Valor">
          <span className="font-display text-xl font-semibold">
            {formatGbp(appointment.totalPricePence)}
          </span>
        </Detail>
        {appointment.deposit && (
          <Detail label="Sinal">
            <DepositRefund appointment={appointment} onChanged={onChanged} />
          </Detail>
        )}
        <Detail label="Criado em">{formatAdminDateTime(appointment.createdAt)}</Detail>
        {appointment.cancellation && (
          <Detail label="Motivo do cancelamento" wide>
            <span className="break-words">{cancellationLabel(appointment.cancellation)}</span>
          </Detail>
        )}
        <Detail label="Notas do cliente" wide>
          {appointment.notes ? (
            <span className="whitespace-pre-line">{appointment.notes}</span>
          ) : (
            <span className="text-taupe">O cliente não deixou notas.</span>
          )}
        </Detail>
      </dl>
      <ClientAlerts appointment={appointment} />
      <StaffNoteEditor appointment={appointment} onChanged={onChanged} />

      <div className="mt-8 border-t border-ink/10 pt-6">
        {moving ? (
          <MoveAppointmentForm
            appointment={appointment}
            onMoved={onChanged}
            onCancel={() => setMoving(false)}
          />
        ) : actions.length === 0 ? (
          <p className="text-sm text-taupe">
            Agendamento {label.toLowerCase()}: nenhuma ação disponível.
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
                Remarcar
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
                {ACTION_LABELS[status]}
              </Button>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
