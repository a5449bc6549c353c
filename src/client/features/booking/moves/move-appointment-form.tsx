import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatDay, isCalendarDate } from '@shared/salon-dates';
import {
  type AdminAppointment,
  type AdminMoveInput,
  adminMoveSchema,
} from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass, FormField, TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { bookingCatalogueQuery } from '../api/booking-catalogue-query';
import { useMoveAppointment } from './api/move-api';
import { deskTimesQuery } from '../desk/api/desk-booking-api';
import { OtherTimeField, quarterHours } from '../components/other-time-field';

/**
 * The toasts of a move, the form's and the drag's: where the appointment went, or the server's
 * reason for refusing it.
 */
export function useMoveToasts() {
  const { t } = useTranslation();
  return {
    tryAgain: t('moves.tryAgain'),
    moved: (moved: AdminAppointment) =>
      toast.success(t('moves.moved'), {
        description: t('moves.movedTo', {
          date: formatDay(moved.date, 'date'),
          time: moved.time,
          professional: moved.assignedProfessionalName,
        }),
      }),
    refused: (error: Error) =>
      toast.error(t('moves.failed'), {
        description: requestErrorMessage(error, t('moves.tryAgain')),
        duration: 10_000,
      }),
  };
}

/** The form asks for a time first: a blank one is "choose one", not "off the salon's grid". */
const moveFormSchemaSaying = (chooseTime: string) =>
  adminMoveSchema.extend({
    time: z.string().min(1, chooseTime).pipe(adminMoveSchema.shape.time),
  });

/**
 * 'Remarcar' in the detail overlay: a date, the service's professionals (or the client's choice as
 * it stands) and the desk's free times for them (quarter hours as buttons, any 5 minutes typed),
 * the appointment's own time counting as free.
 * The keyboard's way to move an appointment (the day view also takes a drag).
 */
export function MoveAppointmentForm({
  appointment,
  onMoved,
  onCancel,
}: {
  appointment: AdminAppointment;
  onMoved: (appointment: AdminAppointment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const toasts = useMoveToasts();
  const id = useId();
  const chooseTime = t('moves.chooseTime');
  const moveFormSchema = useMemo(() => moveFormSchemaSaying(chooseTime), [chooseTime]);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    AdminMoveInput,
    unknown,
    z.output<ReturnType<typeof moveFormSchemaSaying>>
  >({
    resolver: inStaffLanguage(zodResolver(moveFormSchema), locale),
    // What the form says (a missing time, the refusal) stays until the next confirmation.
    reValidateMode: 'onSubmit',
    defaultValues: { date: appointment.date, professionalId: '', time: '' },
  });
  const [date, professionalId, time] = useWatch({
    control,
    name: ['date', 'professionalId', 'time'],
  });
  const clearTime = () => setValue('time', '');
  const refusal = formState.errors.time?.message ?? formState.errors.root?.message;
  const catalogue = useQuery(bookingCatalogueQuery);
  const service = catalogue.data?.services.find((s) => s.id === appointment.serviceId);
  const team = (catalogue.data?.professionals ?? []).filter((p) =>
    service?.professionalIds.includes(p.id),
  );
  // Unchanged, a chosen professional stays; 'Sem preferência' stays open to anyone.
  const asked =
    professionalId || (appointment.professionalName ? appointment.assignedProfessionalId : '');
  const validDate = isCalendarDate(date);
  const times = useQuery({
    ...deskTimesQuery(appointment.serviceId, asked, date, appointment.id),
    enabled: validDate,
  });
  const isCurrent = (slot: string) =>
    date === appointment.date &&
    slot === appointment.time &&
    (!professionalId || professionalId === appointment.assignedProfessionalId);
  const move = useMoveAppointment({
    onSuccess: (moved) => {
      toasts.moved(moved);
      onMoved(moved);
    },
    onError: (error) => {
      setError('root', { message: requestErrorMessage(error, toasts.tryAgain) });
      clearTime();
      toasts.refused(error);
    },
  });

  let timesNote: string | null = null;
  if (!validDate) timesNote = t('moves.chooseDate');
  else if (times.isPending) timesNote = t('moves.loadingTimes');
  else if (times.isError) timesNote = t('moves.timesFailed');
  else if (times.data.closedReason)
    timesNote = t('moves.closed', { reason: times.data.closedReason });
  else if (times.data.times.length === 0) timesNote = t('moves.noneFree');

  return (
    <form
      aria-label={t('moves.title')}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={handleSubmit((values) => move.mutate({ id: appointment.id, ...values }))}
    >
      <TextField
        id={`${id}-date`}
        label={t('moves.newDate')}
        type="date"
        required
        {...register('date', { onChange: clearTime })}
      />
      <FormField id={`${id}-professional`} label={t('common.professional')}>
        <select
          id={`${id}-professional`}
          className={fieldControlClass}
          {...register('professionalId', { onChange: clearTime })}
        >
          <option value="">
            {appointment.professionalName
              ? t('moves.keep', { name: appointment.assignedProfessionalName })
              : t('moves.anyone')}
          </option>
          {team.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t('moves.freeTime')}</legend>
        {timesNote ? (
          <p role="status" className="flex items-center gap-2 text-sm text-taupe">
            {validDate && times.isPending && <Spinner className="size-4" />}
            {timesNote}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              {quarterHours(times.data?.times ?? []).map((slot) => {
                const current = isCurrent(slot);
                return (
                  <label
                    key={slot}
                    className={cn(
                      'relative flex h-10 min-w-[4.5rem] cursor-pointer items-center justify-center rounded-full border border-ink/15 px-3 text-sm tabular-nums transition-colors hover:border-ink has-checked:border-ink has-checked:bg-ink has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-deep',
                      current && 'cursor-not-allowed border-dashed text-taupe hover:border-ink/15',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-time`}
                      value={slot}
                      className="sr-only"
                      checked={time === slot}
                      disabled={current}
                      onChange={() => setValue('time', slot)}
                    />
                    {slot}
                    {current && <span className="sr-only"> ({t('moves.currentTime')})</span>}
                  </label>
                );
              })}
            </div>
            <OtherTimeField
              id={`${id}-other-time`}
              value={time}
              times={times.data?.times ?? []}
              onPick={(typed) => setValue('time', typed)}
            />
          </>
        )}
      </fieldset>
      {refusal && <FormAlert className="sm:col-span-2">{refusal}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onCancel}
          disabled={move.isPending}
        >
          {t('common.back')}
        </Button>
        <Button type="submit" size="sm" disabled={move.isPending}>
          {move.isPending ? <Spinner /> : <CalendarClock aria-hidden />}
          {t('moves.confirm')}
        </Button>
      </div>
    </form>
  );
}
