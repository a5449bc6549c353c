import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/ui/form-field';

/** 'De' and 'Até (inclusive)' of a closure or whole days off; "until" starts at the first day. */
export function DayRangeFields({
  id,
  from,
  to,
  startsOn,
  errors,
}: {
  id: string;
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  /** The first day as typed, the earliest "until". */
  startsOn: string | undefined;
  errors: { startsOn?: { message?: string }; endsOn?: { message?: string } };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${id}-from`}
        label={t('diary.from')}
        type="date"
        required
        error={errors.startsOn?.message}
        {...from}
      />
      <TextField
        id={`${id}-to`}
        label={t('diary.until')}
        type="date"
        min={startsOn || undefined}
        error={errors.endsOn?.message}
        {...to}
      />
    </>
  );
}
