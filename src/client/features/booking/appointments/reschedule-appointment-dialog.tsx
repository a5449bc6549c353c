import { startOfMonth } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { bookingMessages } from '@shared/booking';
import { formatDay } from '@shared/salon-dates';
import {
  type ClientAppointment,
  type RescheduleInput,
  rescheduleInputSchema,
} from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { DialogClose } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useRescheduleAppointment } from './api/appointments-api';
import {
  AppointmentChangeDialog,
  type AppointmentChangeDialogProps,
  useChangeDialogOpen,
} from './appointment-change-dialog';
import { useAvailability } from '../api/availability-query';
import { useAvailableDays } from '../api/available-days-query';
import { fromIsoDate, toMonthKey } from '../booking-view';
import { DateField } from '../components/date-field';
import { SelectControl } from '../components/select-control';

const TRY_AGAIN = 'Please try again in a moment.';
const NO_CLOSURES: readonly { date: string; reason: string }[] = [];

const when = (a: ClientAppointment) => `${formatDay(a.date, 'longDate')} at ${a.time}`;

/**
 * 'Reschedule' on a card: a new date and one of its free times for the same treatment and the same
 * choice of professional. The server keeps the old time unless the new one is taken (a refusal is
 * shown here, with its reason).
 */
export function RescheduleAppointmentDialog({
  appointment,
  ...openProps
}: { appointment: ClientAppointment } & AppointmentChangeDialogProps) {
  const [open, setOpen] = useChangeDialogOpen(openProps);
  return (
    <AppointmentChangeDialog
      open={open}
      onOpenChange={setOpen}
      icon={<CalendarClock aria-hidden />}
      label="Reschedule"
      ariaLabel={`Reschedule ${appointment.serviceName} on ${when(appointment)}`}
      title="Choose a new time"
      description={
        <>
          {appointment.serviceName}
          {appointment.professionalName && ` with ${appointment.professionalName}`}, now on{' '}
          {when(appointment)}. Your current time stays booked until the new one is confirmed.
        </>
      }
    >
      {open && <RescheduleForm appointment={appointment} onDone={() => setOpen(false)} />}
    </AppointmentChangeDialog>
  );
}

function RescheduleForm({
  appointment,
  onDone,
}: {
  appointment: ClientAppointment;
  onDone: () => void;
}) {
  const id = useId();
  const { handleSubmit, setError, setValue, clearErrors, control, formState } =
    useForm<RescheduleInput>({
      resolver: zodResolver(rescheduleInputSchema),
      // Its one message stays until the client changes the date or the time (which clears it).
      reValidateMode: 'onSubmit',
      defaultValues: { date: '', time: '' },
    });
  const [date, time] = useWatch({ control, name: ['date', 'time'] });
  const { errors } = formState;
  const refusal = errors.date?.message ?? errors.time?.message ?? errors.root?.message;
  const choose = (field: keyof RescheduleInput, value: string) => {
    setValue(field, value);
    if (field === 'date') setValue('time', '');
    clearErrors();
  };
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDate(appointment.date)));
  const professionalId = appointment.professionalId ?? '';
  const days = useAvailableDays(
    {
      serviceId: appointment.serviceId,
      professionalId,
      month: toMonthKey(month),
      moving: appointment.id,
    },
    true,
  );
  const availableDays = useMemo(
    () => (days.data ? new Set(days.data.days) : undefined),
    [days.data],
  );
  const times = useAvailability(
    { serviceId: appointment.serviceId, professionalId, date, moving: appointment.id },
    Boolean(date),
  );
  // Its own current time is not offered: moving there would change nothing.
  const freeTimes = times.data?.times.filter(
    (slot) => !(date === appointment.date && slot === appointment.time),
  );
  const reschedule = useRescheduleAppointment({
    onSuccess: (moved) => {
      toast.success(bookingMessages.rescheduled, {
        description: `${moved.serviceName}, ${when(moved)}`,
      });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) return;
      const message = requestErrorMessage(error, TRY_AGAIN);
      setError('root', { message });
      setValue('time', '');
      toast.error('Could not reschedule the appointment', {
        description: message,
        duration: 10_000,
      });
    },
  });

  let placeholder = 'Select a time';
  if (!date) placeholder = 'Pick a date first';
  else if (times.isPending) placeholder = 'Loading free times…';
  else if (times.isError) placeholder = 'Could not load the times';
  else if (times.data?.closedReason) placeholder = times.data.closedReason;
  else if (freeTimes?.length === 0) placeholder = 'No free times on this day';

  return (
    <form
      noValidate
      aria-label="Reschedule"
      className="mt-6 grid gap-5"
      onSubmit={handleSubmit((values) => reschedule.mutate({ id: appointment.id, ...values }))}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-date`} label="New date" required>
          <DateField
            id={`${id}-date`}
            value={date}
            onChange={(value) => choose('date', value)}
            month={month}
            onMonthChange={setMonth}
            availableDays={availableDays}
            closed={days.data?.closed ?? NO_CLOSURES}
            loading={days.isFetching}
            disabled={reschedule.isPending}
          />
        </FormField>
        <FormField id={`${id}-time`} label="New time" required>
          <SelectControl
            id={`${id}-time`}
            value={time}
            disabled={!freeTimes || freeTimes.length === 0 || reschedule.isPending}
            onChange={(event) => choose('time', event.target.value)}
          >
            <option value="">{placeholder}</option>
            {freeTimes?.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </SelectControl>
        </FormField>
      </div>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={reschedule.isPending}>
            Keep current time
          </Button>
        </DialogClose>
        <SubmitButton
          size="md"
          busy={reschedule.isPending}
          busyLabel="Rescheduling..."
          icon={<CalendarClock aria-hidden />}
        >
          Confirm new time
        </SubmitButton>
      </div>
    </form>
  );
}
