import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { bookingMessages } from '@shared/booking';
import { formatGbp } from '@shared/money';
import { formatDay } from '@shared/salon-dates';
import { ukMobileNumber } from '@shared/sms-consent';
import type { VisitBooking, VisitHold } from '@shared/schemas/visits';
import { visitBookInputSchema } from '@shared/schemas/visits';
import { DateOfBirthField } from '@client/components/ui/date-of-birth-field';
import { FormAlert } from '@client/components/ui/form-alert';
import {
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { formatDuration } from '../booking-view';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { useBookVisit } from './api/visit-api';

/** What the review asks besides notes: only what the profile lacks and the visit needs. */
export interface ReviewNeeds {
  /** A new account made by e-mail code has no name yet. */
  name: boolean;
  phone: boolean;
  dateOfBirth: boolean;
}

/**
 * The answer that says the held time is gone (lapsed, released or unknown: 404 `hold_expired`).
 * Any other refusal (the payment provider unreachable, a profile field refused) stays on the
 * review, with the hold, which 'Change the time' releases.
 */
const HOLD_LOST = 404;

const reviewSchema = (needs: ReviewNeeds) =>
  visitBookInputSchema
    .extend({
      fullName: z.string().trim().max(100, 'Your name can be at most 100 characters.').optional(),
    })
    .superRefine((values, ctx) => {
      if (needs.name && (values.fullName ?? '').length < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['fullName'],
          message: 'Please enter your full name.',
        });
      if (needs.phone && !ukMobileNumber(values.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: bookingMessages.mobileRequired });
      if (needs.dateOfBirth && !values.dateOfBirth)
        ctx.addIssue({
          code: 'custom',
          path: ['dateOfBirth'],
          message: 'Please enter your date of birth: this treatment is for over-18s only.',
        });
    });

/**
 * The last step: the visit's parts, total and deposit, and what the profile lacks (a new account's
 * name, a UK mobile, an 18+ treatment's date of birth), then 'Confirm booking'. A new name is saved
 * on the profile first; the mobile and date of birth go with the booking, which saves them.
 */
export function ReviewStep({
  hold,
  needs,
  saveName,
  onBooked,
  onHoldLost,
}: {
  hold: VisitHold;
  needs: ReviewNeeds;
  /** Saves a new account's name (and the mobile typed) on its profile. */
  saveName: (input: { fullName: string; phone: string }) => Promise<void>;
  onBooked: (booking: VisitBooking) => void;
  /** The server refused because the hold is gone: back to the times with its message. */
  onHoldLost: (message: string) => void;
}) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(reviewSchema(needs)),
    defaultValues: { fullName: '', phone: '', notes: '', dateOfBirth: undefined },
  });
  const { errors } = form.formState;
  const [savingName, setSavingName] = useState(false);
  const book = useBookVisit({
    onSuccess: onBooked,
    onError: (error) => {
      if (setServerFieldErrors(error, form.setError, ['phone', 'dateOfBirth', 'notes'])) return;
      if (error instanceof ApiRequestError && error.status === HOLD_LOST)
        onHoldLost(requestErrorMessage(error, 'Your held time has expired.'));
      else form.setError('root', { message: requestErrorMessage(error, 'Please try again.') });
    },
  });

  const submit = form.handleSubmit(async ({ fullName, phone, notes, dateOfBirth }) => {
    if (needs.name) {
      setSavingName(true);
      try {
        await saveName({ fullName: fullName ?? '', phone: phone ?? '' });
      } catch (error) {
        form.setError('root', { message: requestErrorMessage(error, 'Please try again.') });
        return;
      } finally {
        setSavingName(false);
      }
    }
    book.mutate({
      token: hold.token,
      notes: notes || null,
      ...(needs.phone ? { phone } : {}),
      ...(needs.dateOfBirth ? { dateOfBirth } : {}),
    });
  });

  const busy = book.isPending || savingName;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
        Review your booking
      </h2>
      <ol className="divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white/70">
        {hold.parts.map((part) => (
          <li key={`${part.serviceId}-${part.time}`} className="flex gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-display text-lg text-ink">{part.serviceName}</p>
              <p className="text-sm text-taupe">
                {formatDay(part.date, 'shortDate')} at {part.time} ·{' '}
                {formatDuration(part.durationMinutes)} · {part.professionalName}
              </p>
            </div>
            <p className="shrink-0 font-display text-lg text-ink">{formatGbp(part.pricePence)}</p>
          </li>
        ))}
        <li className="flex justify-between px-4 py-3 font-medium text-ink">
          <span>Total</span>
          <span>{formatGbp(hold.totalPricePence)}</span>
        </li>
        {hold.depositPence !== null && (
          <li className="flex justify-between px-4 py-3 text-sm text-ink">
            <span>Deposit to pay now, to secure the time</span>
            <span>{formatGbp(hold.depositPence)}</span>
          </li>
        )}
      </ol>

      <form noValidate onSubmit={submit} className="space-y-4">
        {needs.name && (
          <TextField
            id={`${id}-name`}
            label="Full name"
            autoComplete="name"
            required
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
        )}
        {needs.phone && (
          <TextField
            id={`${id}-phone`}
            label="UK mobile number"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        )}
        {needs.dateOfBirth && (
          <Controller
            control={form.control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateOfBirthField
                id={`${id}-dob`}
                required
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value || undefined)}
                onBlur={field.onBlur}
                hint="This treatment is for over-18s only."
                error={errors.dateOfBirth?.message}
              />
            )}
          />
        )}
        <FormField id={`${id}-notes`} label="Notes" optional error={errors.notes?.message}>
          <textarea
            id={`${id}-notes`}
            rows={3}
            className={fieldControlClass}
            {...fieldA11y(`${id}-notes`, errors.notes?.message)}
            {...form.register('notes')}
          />
        </FormField>
        {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
        {hold.depositPence !== null && (
          <p className="text-sm text-ink-soft">
            Next you pay the {formatGbp(hold.depositPence)} deposit online; every part of your visit
            is booked once it is paid.
          </p>
        )}
        <SubmitButton
          busy={busy}
          busyLabel="Booking…"
          icon={<CalendarCheck aria-hidden />}
          className="w-full"
        >
          Confirm booking
        </SubmitButton>
      </form>
    </section>
  );
}
