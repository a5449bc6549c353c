import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { bookingMessages } from '@shared/booking';
import { formatGbp } from '@shared/money';
import { formatDay } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { useCancelAppointment } from './api/appointments-api';

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
  initiallyOpen = false,
  onClosed,
}: {
  appointment: ClientAppointment;
  /** Open on arrival, e.g. from a reminder e-mail's link. */
  initiallyOpen?: boolean;
  /** Told whenever the dialog closes (the page then forgets the link that opened it). */
  onClosed?: () => void;
}) {
  const [open, setOpenState] = useState(initiallyOpen);
  const setOpen = (value: boolean) => {
    setOpenState(value);
    if (!value) onClosed?.();
  };
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
    <Dialog open={open} onOpenChange={(value) => !cancel.isPending && setOpen(value)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Cancel ${appointment.serviceName} on ${formatDay(appointment.date, 'longDate')} at ${appointment.time}`}
        >
          <CalendarX aria-hidden />
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Cancel this appointment?</DialogTitle>
        <DialogDescription>
          {appointment.serviceName} on {formatDay(appointment.date, 'longDate')} at{' '}
          {appointment.time}. The time will be offered to other clients, and you are welcome to book
          again whenever you like.
        </DialogDescription>
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
      </DialogContent>
    </Dialog>
  );
}
