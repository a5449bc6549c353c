import { CalendarX } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { bookingMessages } from '@shared/booking';
import { formatGbp } from '@shared/money';
import { formatDay } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { DialogClose } from '@client/components/ui/dialog';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { useCancelAppointment } from './api/appointments-api';
import {
  AppointmentChangeDialog,
  type AppointmentChangeDialogProps,
  useChangeDialogOpen,
} from './appointment-change-dialog';

/** What becomes of a paid deposit if the client cancels now (the 24-hour rule, decision 032). */
function depositOutcome(appointment: ClientAppointment): string | null {
  if (!appointment.deposit || appointment.cancelRefundsDeposit === null) return null;
  const amount = formatGbp(appointment.deposit.amountPence);
  return appointment.cancelRefundsDeposit
    ? `Your ${amount} deposit will be refunded.`
    : `Your ${amount} deposit is kept: this appointment was moved less than 24 hours before its earlier time.`;
}

/** 'Cancel' on a card, confirmed in a dialog; the freed time goes back on offer. */
export function CancelAppointmentDialog({
  appointment,
  ...openProps
}: { appointment: ClientAppointment } & AppointmentChangeDialogProps) {
  const [open, setOpen] = useChangeDialogOpen(openProps);
  const cancel = useCancelAppointment({
    onSuccess: () => {
      toast.success(bookingMessages.cancelled, {
        description: `${appointment.serviceName}, ${formatDay(appointment.date, 'longDate')} at ${appointment.time}`,
      });
      setOpen(false);
    },
    onError: (error) => {
      setOpen(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.error('Could not cancel the appointment', {
        description: requestErrorMessage(error, 'Please try again in a moment.'),
        duration: 10_000,
      });
    },
  });

  return (
    <AppointmentChangeDialog
      open={open}
      onOpenChange={(value) => !cancel.isPending && setOpen(value)}
      icon={<CalendarX aria-hidden />}
      label="Cancel"
      ariaLabel={`Cancel ${appointment.serviceName} on ${formatDay(appointment.date, 'longDate')} at ${appointment.time}`}
      title="Cancel this appointment?"
      description={
        <>
          {appointment.serviceName} on {formatDay(appointment.date, 'longDate')} at{' '}
          {appointment.time}. The time will be offered to other clients, and you are welcome to book
          again whenever you like.
        </>
      }
    >
      {depositOutcome(appointment) && (
        <p data-testid="cancel-deposit-outcome" className="mt-4 text-sm text-ink">
          {depositOutcome(appointment)}
        </p>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={cancel.isPending}>
            Keep appointment
          </Button>
        </DialogClose>
        <Button
          className="bg-red-800 hover:bg-red-900"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(appointment.id)}
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel appointment'}
        </Button>
      </div>
    </AppointmentChangeDialog>
  );
}
