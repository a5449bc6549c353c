import { zodResolver } from '@hookform/resolvers/zod';
import { startOfMonth } from 'date-fns';
import { CalendarCheck, Clock, Sparkles } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { bookingMessages, resolveServiceParam } from '@shared/booking';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { formatServicePrice } from '@shared/money';
import { salonToday } from '@shared/salon-dates';
import { bookingInputSchema, type BookingInput } from '@shared/schemas/booking';
import { fieldA11y, fieldControlClass, FormField } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useCreateAppointment } from '../api/appointments-api';
import { useAvailability } from '../api/availability-query';
import { useAvailableDays } from '../api/available-days-query';
import { formatDuration, fromIsoDate, toMonthKey } from '../booking-view';
import { DateField } from './date-field';
import { SelectControl } from './select-control';

const EMPTY: BookingInput = { serviceId: '', professionalId: '', date: '', time: '', notes: '' };
const FORM_FIELDS = ['serviceId', 'professionalId', 'date', 'time', 'notes'] as const;
type FormFieldName = (typeof FORM_FIELDS)[number];
const REQUIRED_FIELDS = ['serviceId', 'date', 'time'] as const;

/**
 * The new-appointment form (spec §2): Service*, Professional ('No preference'), Date* (only days
 * with a free time), Time* (only the free times), Notes. `serviceParam` is the page's `?service=`
 * value, which pre-selects a service once the catalogue is known.
 */
export function BookingForm({
  services,
  professionals,
  serviceParam,
}: {
  services: CatalogueService[];
  professionals: CatalogueProfessional[];
  serviceParam: string | null;
}) {
  const id = useId();
  const { register, control, handleSubmit, reset, setValue, setError, clearErrors, formState } =
    useForm({ resolver: zodResolver(bookingInputSchema), defaultValues: EMPTY });
  const { errors } = formState;
  const watched = useWatch({ control, name: ['serviceId', 'professionalId', 'date', 'time'] });
  const [serviceId, professionalId, date, time] = watched.map((value) => value ?? '') as [
    string,
    string,
    string,
    string,
  ];
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDate(salonToday())));
  const service = services.find((s) => s.id === serviceId);

  // ?service= pre-selects once; after a booking the form resets to empty and stays so.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !serviceParam) return;
    preselected.current = true;
    const match = resolveServiceParam(serviceParam, services);
    if (!match) return;
    setValue('serviceId', match.id);
    toast.success(bookingMessages.preselected, { description: match.name });
  }, [serviceParam, services, setValue]);

  const days = useAvailableDays(
    { serviceId, professionalId, month: toMonthKey(month) },
    Boolean(serviceId),
  );
  const availableDays = useMemo(
    () => (days.data ? new Set(days.data.days) : undefined),
    [days.data],
  );
  const times = useAvailability({ serviceId, professionalId, date }, Boolean(serviceId && date));
  const freeTimes = times.data?.times;

  // A day or time that stopped being free (another booking, another service) is dropped.
  useEffect(() => {
    if (date && days.data && date.startsWith(days.data.month) && !availableDays?.has(date)) {
      setValue('date', '');
      setValue('time', '');
    }
  }, [date, days.data, availableDays, setValue]);
  useEffect(() => {
    if (time && freeTimes && !freeTimes.includes(time)) setValue('time', '');
  }, [time, freeTimes, setValue]);

  const book = useCreateAppointment({
    onSuccess: () => {
      toast.success(bookingMessages.booked, { description: bookingMessages.bookedDetail });
      reset(EMPTY);
    },
    onError: (error) => {
      // A 401 is handled for the whole app: the visitor is sent to sign in.
      if (error instanceof ApiRequestError && error.status === 401) return;
      const message = requestErrorMessage(error, 'Please try again in a moment.');
      toast.error(bookingMessages.createError, { description: message });
      if (error instanceof ApiRequestError && error.status === 409) {
        setValue('time', '');
        return;
      }
      setServerFieldErrors(error, setError, FORM_FIELDS);
    },
  });

  // A missing required field is told once, above the button (the spec's one sentence); any other
  // problem is told under its field.
  const isMissing = (field: FormFieldName) =>
    errors[field]?.message === bookingMessages.requiredFields;
  const missingRequired = REQUIRED_FIELDS.some(isMissing);
  const fieldError = (field: FormFieldName) =>
    isMissing(field) ? undefined : errors[field]?.message;
  const ids = {
    service: `${id}-service`,
    professional: `${id}-professional`,
    date: `${id}-date`,
    time: `${id}-time`,
    notes: `${id}-notes`,
    required: `${id}-required`,
  };
  const a11y = (field: FormFieldName, controlId: string) =>
    isMissing(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': ids.required }
      : fieldA11y(controlId, fieldError(field));

  let timePlaceholder = 'Select a time';
  if (!serviceId || !date) timePlaceholder = 'Pick a date first';
  else if (times.isPending) timePlaceholder = 'Loading free times…';
  else if (times.isError) timePlaceholder = 'Could not load the times';
  else if (freeTimes?.length === 0) timePlaceholder = 'No free times on this day';

  return (
    <form
      noValidate
      aria-label="New appointment"
      onSubmit={handleSubmit(
        (values) => book.mutate(values),
        (invalid) => {
          if (REQUIRED_FIELDS.some((field) => invalid[field])) {
            toast.error('Required fields', { description: bookingMessages.requiredFields });
          }
        },
      )}
      className="grid gap-6"
    >
      <FormField id={ids.service} label="Service" required error={fieldError('serviceId')}>
        <SelectControl
          id={ids.service}
          aria-required
          {...a11y('serviceId', ids.service)}
          {...register('serviceId', {
            onChange: () => {
              setValue('time', '');
              clearErrors('serviceId');
            },
          })}
        >
          <option value="">Select a service</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectControl>
        {service && (
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs tracking-[0.12em] text-taupe uppercase">
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-3.5 text-gold-deep" />
              {formatDuration(service.durationMinutes)}
            </span>
            <span className="flex items-center gap-1.5">
              <Sparkles aria-hidden className="size-3.5 text-gold-deep" />
              {formatServicePrice(service)}
            </span>
          </p>
        )}
      </FormField>

      <FormField
        id={ids.professional}
        label="Professional"
        optional
        error={fieldError('professionalId')}
      >
        <SelectControl
          id={ids.professional}
          {...a11y('professionalId', ids.professional)}
          {...register('professionalId', { onChange: () => setValue('time', '') })}
        >
          <option value="">No preference</option>
          {professionals.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectControl>
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id={ids.date} label="Date" required error={fieldError('date')}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateField
                id={ids.date}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('time', '');
                  clearErrors('date');
                }}
                month={month}
                onMonthChange={setMonth}
                availableDays={availableDays}
                loading={Boolean(serviceId) && days.isFetching}
                disabled={!serviceId}
                {...a11y('date', ids.date)}
              />
            )}
          />
          {!serviceId && <p className="mt-2 text-xs text-taupe">Choose a service first.</p>}
        </FormField>

        <FormField id={ids.time} label="Time" required error={fieldError('time')}>
          <SelectControl
            id={ids.time}
            aria-required
            disabled={!serviceId || !date || !freeTimes || freeTimes.length === 0}
            {...a11y('time', ids.time)}
            {...register('time', { onChange: () => clearErrors('time') })}
          >
            <option value="">{timePlaceholder}</option>
            {freeTimes?.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </SelectControl>
        </FormField>
      </div>

      <FormField id={ids.notes} label="Notes" optional error={fieldError('notes')}>
        <textarea
          id={ids.notes}
          rows={3}
          maxLength={1000}
          placeholder="Anything we should know? Allergies, preferences, a reference photo to bring…"
          className={cn(fieldControlClass, 'resize-y')}
          {...a11y('notes', ids.notes)}
          {...register('notes')}
        />
      </FormField>

      <div className="grid gap-4">
        {missingRequired && (
          <p id={ids.required} role="alert" className="text-sm text-red-800">
            {bookingMessages.requiredFields}
          </p>
        )}
        <p className="text-xs text-taupe">
          <span aria-hidden className="text-gold-deep">
            *
          </span>{' '}
          Required fields. We will contact you to confirm your appointment.
        </p>
        <SubmitButton
          busy={book.isPending}
          busyLabel="Booking..."
          icon={<CalendarCheck aria-hidden />}
          className="w-full"
        >
          Book Appointment
        </SubmitButton>
      </div>
    </form>
  );
}
