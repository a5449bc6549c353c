import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { CalendarX, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import {
  type Cancellation,
  CANCELLATION_REASONS,
  type CancellationInput,
  cancellationSchema,
} from '@shared/cancellation';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { FieldError, fieldA11y, fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { useChangeStatus } from './use-change-status';

/** No reason chosen yet; the client is told unless the desk says otherwise. */
// 'Cliente cancelou' is the usual reason: chosen already, so a cancel stays two clicks.
const DEFAULTS = { reason: 'client' as const, note: '', notifyClient: true };

/**
 * The desk's cancellation (issue 30), in place of the panel's buttons: why ('Cliente cancelou',
 * 'Salão cancelou', or 'Outro' with words), and 'Avisar o cliente' (on; off sends the client
 * nothing). The reason is recorded and shown in the panel and the list afterwards.
 */
export function CancelAppointmentForm({
  appointment,
  onChanged,
  onBack,
}: {
  appointment: AdminAppointment;
  onChanged: (appointment: AdminAppointment) => void;
  onBack: () => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const form = useForm<CancellationInput, unknown, Cancellation>({
    resolver: inStaffLanguage(zodResolver(cancellationSchema), locale),
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors } = formState;
  const reason = useWatch({ control, name: 'reason' });
  const notify = useWatch({ control, name: 'notifyClient' });
  const change = useChangeStatus(onChanged, (error) =>
    setServerFieldErrors(error, setError, {
      reason: 'cancellation.reason',
      note: 'cancellation.note',
    }),
  );
  const canTell = Boolean(appointment.clientEmail);

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((cancellation) =>
        change.mutate({ id: appointment.id, status: 'cancelled', cancellation }),
      )}
      className="rounded-2xl border border-red-200 bg-red-50/70 p-4 sm:p-5"
    >
      <p
        id={`${id}-title`}
        role="alert"
        className="flex items-start gap-2 text-sm font-medium text-red-900"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('cancel.question')}
      </p>

      <fieldset
        className="mt-4"
        aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
      >
        <legend className="text-sm font-medium text-ink">{t('cancel.reason')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CANCELLATION_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink/15 bg-ivory px-4 py-2 text-sm has-checked:border-red-800 has-checked:bg-red-100/60"
            >
              <input
                type="radio"
                value={value}
                className="size-4 accent-red-800"
                // The question has no answer yet: the first choice takes the focus.
                autoFocus={value === CANCELLATION_REASONS[0]}
                {...register('reason')}
              />
              {t(`cancel.reasons.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </fieldset>

      {reason === 'other' && (
        <div className="mt-4">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
            {t('cancel.describe')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={500}
            className={fieldControlClass}
            {...fieldA11y(`${id}-note`, errors.note?.message)}
            {...register('note')}
          />
          <FieldError id={`${id}-note-error`} message={errors.note?.message} />
        </div>
      )}

      <label htmlFor={`${id}-notify`} className="mt-4 flex cursor-pointer items-center gap-3">
        <input
          id={`${id}-notify`}
          type="checkbox"
          role="switch"
          className="peer sr-only"
          aria-describedby={`${id}-notify-hint`}
          {...register('notifyClient')}
        />
        <span
          aria-hidden
          className="relative h-6 w-11 shrink-0 rounded-full bg-ink/20 transition-colors peer-checked:bg-gold-deep peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
        <span className="text-sm font-medium text-ink">{t('cancel.notify')}</span>
      </label>
      <p id={`${id}-notify-hint`} className="mt-1 pl-14 text-xs text-taupe">
        {!canTell ? t('cancel.noEmail') : notify ? t('cancel.emailed') : t('cancel.notEmailed')}
      </p>

      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={change.isPending}
          onClick={onBack}
        >
          {t('common.back')}
        </Button>
        <Button
          type="submit"
          size="sm"
          className="bg-red-800 hover:bg-red-900"
          disabled={change.isPending}
        >
          {change.isPending ? <Spinner /> : <CalendarX aria-hidden />}
          {t('cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}
