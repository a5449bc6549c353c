import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, CalendarX, Clock, Info, ShieldCheck, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { bookingMessages, CANCELLATION_NOTICE_HOURS } from '@shared/booking';
import { depositNotice } from '@shared/deposits';
import { diaryMessages } from '@shared/diary';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { formatGbp, formatServicePrice } from '@shared/money';
import { paths } from '@shared/routes';
import { bookingInputSchema } from '@shared/schemas/booking';
import { ukMobileNumber } from '@shared/sms-consent';
import { DateOfBirthField } from '@client/components/ui/date-of-birth-field';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useCreateAppointment } from './api/create-appointment-api';
import { closureLine, formatDuration } from '../booking-view';
import { DateField } from '../components/date-field';
import { EMPTY_BOOKING, preselect, useBookingChoices } from './use-booking-choices';
import { SelectControl } from '../components/select-control';

const FORM_FIELDS = [
  'serviceId',
  'professionalId',
  'date',
  'time',
  'notes',
  'dateOfBirth',
  'phone',
] as const;
type FormFieldName = (typeof FORM_FIELDS)[number];
const REQUIRED_FIELDS = ['serviceId', 'date', 'time'] as const;

/**
 * The new-appointment form (spec §2): Service*, Professional ('No preference' or one of those who
 * perform the service), Date* (only days with a free time; closures say why), Time* (only the free
 * times), Notes, and for an 18+ treatment the date of birth when the profile has none; a UK
 * mobile when the profile has none (issue 32: every new online booking needs one, kept on the
 * profile).
 * `serviceParam` and `professionalParam` are the page's `?service=` and `?professional=`, which
 * pre-select once the catalogue is known; one that matches nothing is ignored.
 */
export function BookingForm({
  services,
  professionals,
  serviceParam,
  professionalParam = null,
  savedDateOfBirth,
  savedPhone,
}: {
  services: CatalogueService[];
  professionals: CatalogueProfessional[];
  serviceParam: string | null;
  professionalParam?: string | null;
  /** The profile's date of birth (YYYY-MM-DD), or null when the salon does not know it yet. */
  savedDateOfBirth: string | null;
  /** The profile's phone: the form asks for a UK mobile when it is not one. */
  savedPhone: string | null;
}) {
  const needsPhone = !ukMobileNumber(savedPhone);
  const id = useId();
  // ?service= and ?professional= pre-select the first form only; after a booking it resets to
  // empty and stays so. The catalogue is known before the form shows.
  const [preselection] = useState(() =>
    preselect(serviceParam, professionalParam, services, professionals),
  );
  const form = useForm({
    resolver: zodResolver(bookingInputSchema),
    defaultValues: preselection.values,
  });
  const { register, control, handleSubmit, reset, setValue, setError, clearErrors, formState } =
    form;
  const { errors } = formState;
  const {
    serviceId,
    date,
    service,
    offered,
    needsDateOfBirth,
    month,
    setMonth,
    days,
    availableDays,
    closed,
    times,
    freeTimes,
    closure,
    professionalNote,
    setProfessionalNote,
    chooseService,
  } = useBookingChoices(form, { services, professionals, preselection, savedDateOfBirth });

  const book = useCreateAppointment({
    onSuccess: (outcome) => {
      if ('checkout' in outcome) {
        // The time is held while the deposit is paid: on to the checkout (Stripe or the test one).
        window.location.assign(outcome.checkout.checkoutUrl);
        return;
      }
      // Confirmed at once when the owner chose so in Settings (issue 30).
      toast.success(bookingMessages.booked, {
        description:
          outcome.appointment.status === 'confirmed'
            ? bookingMessages.bookedConfirmedDetail
            : bookingMessages.bookedDetail,
      });
      reset(EMPTY_BOOKING);
      setProfessionalNote(null);
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
    dateOfBirth: `${id}-dob`,
    phone: `${id}-phone`,
    required: `${id}-required`,
    adults: `${id}-adults`,
    professionalNote: `${id}-professional-note`,
    dateNote: `${id}-date-note`,
  };
  const a11y = (field: FormFieldName, controlId: string) =>
    isMissing(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': ids.required }
      : fieldA11y(controlId, fieldError(field));
  /** A control's error, and a note under it, both read with it. */
  const withNote = (attributes: ReturnType<typeof a11y>, noteId: string | null) => ({
    ...attributes,
    'aria-describedby':
      [attributes['aria-describedby'], noteId].filter(Boolean).join(' ') || undefined,
  });

  let timePlaceholder = 'Select a time';
  if (!serviceId || !date) timePlaceholder = 'Pick a date first';
  else if (times.isPending && !closure) timePlaceholder = 'Loading free times…';
  else if (times.isError) timePlaceholder = 'Could not load the times';
  else if (closure) timePlaceholder = closure.reason;
  else if (freeTimes?.length === 0) timePlaceholder = 'No free times on this day';
  const dateNote = closure ? closureLine(closure) : null;

  return (
    <form
      noValidate
      aria-label="New appointment"
      onSubmit={handleSubmit(
        (values) => {
          const missingPhone = needsPhone && !ukMobileNumber(values.phone);
          if (missingPhone) setError('phone', { message: bookingMessages.mobileRequired });
          if (needsDateOfBirth && !values.dateOfBirth) {
            setError('dateOfBirth', { message: diaryMessages.dateOfBirthMissing });
            return;
          }
          if (missingPhone) return;
          book.mutate({
            ...values,
            dateOfBirth: needsDateOfBirth ? values.dateOfBirth : undefined,
            phone: needsPhone ? values.phone : undefined,
          });
        },
        (invalid) => {
          if (REQUIRED_FIELDS.some((field) => invalid[field])) {
            toast.error('Required fields', { description: bookingMessages.requiredFields });
          }
        },
      )}
      // grid-cols-1: a select is as wide as its longest option unless its column may shrink.
      className="grid grid-cols-1 gap-6"
    >
      <FormField id={ids.service} label="Service" required error={fieldError('serviceId')}>
        <SelectControl
          id={ids.service}
          aria-required
          {...withNote(a11y('serviceId', ids.service), service?.adultsOnly ? ids.adults : null)}
          {...register('serviceId', {
            onChange: (event: { target: { value: string } }) => chooseService(event.target.value),
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
        {service?.adultsOnly && (
          <p
            id={ids.adults}
            className="mt-3 flex items-start gap-2.5 rounded-2xl bg-sand/70 px-4 py-3 text-sm leading-relaxed text-ink-soft"
          >
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
            <span>
              <span className="font-medium text-ink">18+ only:</span> by law we cannot book this
              treatment for anyone under 18.
            </span>
          </p>
        )}
        {service?.adultsOnly && !needsDateOfBirth && (
          // The profile's date of birth was refused (under 18): there is no field to show it under.
          <>
            <FieldError id={fieldErrorId(ids.dateOfBirth)} message={errors.dateOfBirth?.message} />
            {errors.dateOfBirth && (
              <p className="mt-1 text-sm text-ink-soft">
                If your date of birth is wrong, please correct it on{' '}
                <Link
                  to={paths.profile}
                  className="font-medium text-gold-deep underline-offset-4 hover:underline"
                >
                  your profile
                </Link>
                .
              </p>
            )}
          </>
        )}
      </FormField>

      {needsDateOfBirth && (
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateOfBirthField
              id={ids.dateOfBirth}
              required
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(value || undefined);
                clearErrors('dateOfBirth');
              }}
              onBlur={field.onBlur}
              hint="We ask once to confirm you are 18 or over, and keep it on your profile."
              error={errors.dateOfBirth?.message}
            />
          )}
        />
      )}

      <FormField
        id={ids.professional}
        label="Professional"
        optional
        error={fieldError('professionalId')}
      >
        <SelectControl
          id={ids.professional}
          {...withNote(
            a11y('professionalId', ids.professional),
            professionalNote ? ids.professionalNote : null,
          )}
          {...register('professionalId', {
            onChange: () => {
              setValue('time', '');
              setProfessionalNote(null);
            },
          })}
        >
          <option value="">No preference</option>
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectControl>
        {professionalNote && (
          <p
            id={ids.professionalNote}
            role="status"
            className="mt-2 flex items-start gap-1.5 text-sm text-ink-soft"
          >
            <Info aria-hidden className="mt-0.5 size-3.5 shrink-0 text-gold-deep" />
            {professionalNote}
          </p>
        )}
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
                closed={closed}
                loading={Boolean(serviceId) && days.isFetching}
                disabled={!serviceId}
                {...withNote(a11y('date', ids.date), serviceId && dateNote ? ids.dateNote : null)}
              />
            )}
          />
          {!serviceId && <p className="mt-2 text-xs text-taupe">Choose a service first.</p>}
          {serviceId && dateNote && (
            <p
              id={ids.dateNote}
              role="status"
              className="mt-2 flex items-start gap-1.5 text-sm text-ink-soft"
            >
              <CalendarX aria-hidden className="mt-0.5 size-3.5 shrink-0 text-gold-deep" />
              {dateNote}
            </p>
          )}
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

      {needsPhone && (
        <TextField
          id={ids.phone}
          label="UK mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          error={errors.phone?.message}
          {...register('phone', { onChange: () => clearErrors('phone') })}
        />
      )}

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
        {service?.depositPence ? (
          <p
            data-testid="deposit-notice"
            className="flex gap-2 rounded-2xl border border-gold/40 bg-ivory px-4 py-3 text-sm text-ink-soft"
          >
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
            {depositNotice(formatGbp(service.depositPence), CANCELLATION_NOTICE_HOURS)}
          </p>
        ) : null}
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
          busyLabel={service?.depositPence ? 'Holding your time...' : 'Booking...'}
          icon={<CalendarCheck aria-hidden />}
          // The deposit's label is long in capitals: at 375 px it wraps rather than widen the page.
          className="h-auto min-h-13 w-full py-3 whitespace-normal"
        >
          {service?.depositPence ? 'Continue to pay the deposit' : 'Book Appointment'}
        </SubmitButton>
      </div>
    </form>
  );
}
