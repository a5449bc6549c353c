import { useTranslation } from 'react-i18next';
import { FormField, fieldA11y, fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';

/**
 * The desk's way past a patch-test refusal (issue 33, decision 055): shown once the server has
 * refused the booking for a missing or reacted patch test, it asks for the written reason the
 * server records in the audit log. A prescription refusal has no such way and never shows it.
 */
export function PatchTestOverride({
  reason,
  onChange,
  error,
}: {
  reason: string;
  onChange: (reason: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = 'desk-clinical-override';
  return (
    <div className="rounded-2xl border border-gold/40 bg-gold/5 p-4">
      <FormField id={id} label={t('newAppointment.overrideLabel')} required error={error}>
        <textarea
          id={id}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => onChange(event.target.value)}
          className={cn(fieldControlClass, 'mt-1.5 min-h-20 resize-y')}
          {...fieldA11y(id, error)}
          aria-describedby={cn(`${id}-hint`, error && `${id}-error`)}
        />
      </FormField>
      <p id={`${id}-hint`} className="mt-2 text-xs text-taupe">
        {t('newAppointment.overrideHint')}
      </p>
    </div>
  );
}
