import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { FieldError, fieldErrorId } from '@client/components/ui/form-field';
import { type SettingsFieldsProps, settingsFieldId } from './settings-form-model';
import { SettingsSwitch } from './settings-switch';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The salon's week, Monday to Sunday, and the error about the week as a whole. */
export function OpeningHoursFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <ul className="gap-x-10 lg:columns-2">
        {WEEKDAYS.map((day, index) => (
          <DayRow
            key={day}
            day={t(`settings.weekdays.${day}`)}
            index={index}
            idPrefix={idPrefix}
            form={form}
          />
        ))}
      </ul>
      <FieldError
        id={fieldErrorId(settingsFieldId(idPrefix, 'openingHours'))}
        message={errors.openingHours?.message ?? errors.openingHours?.root?.message}
      />
    </>
  );
}

const timeClass =
  'block h-11 w-[8.5rem] rounded-2xl border border-ink/15 bg-ivory px-3 text-ink tabular-nums transition-colors hover:border-ink/30 focus:border-gold-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep aria-invalid:border-red-700 aria-invalid:bg-red-50/40';

/** One weekday: open or closed, and when. Closing a day keeps nothing of its hours. */
function DayRow({
  day,
  index,
  idPrefix,
  form,
}: SettingsFieldsProps & { day: string; index: number }) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = form;
  const opens = useWatch({ control, name: `openingHours.${index}.opens` });
  const open = opens !== null;
  const dayErrors = formState.errors.openingHours?.[index];
  const message = dayErrors?.opens?.message ?? dayErrors?.closes?.message;
  const ids = {
    toggle: `${idPrefix}-day-${index}`,
    opens: `${idPrefix}-day-${index}-opens`,
    closes: `${idPrefix}-day-${index}-closes`,
    error: fieldErrorId(`${idPrefix}-day-${index}`),
  };
  const invalid = message ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};
  const toggle = (next: boolean) => {
    const options = { shouldDirty: true, shouldValidate: false };
    setValue(`openingHours.${index}.opens`, next ? '09:00' : null, options);
    setValue(`openingHours.${index}.closes`, next ? '18:00' : null, options);
  };

  return (
    <li className="break-inside-avoid border-b border-dashed border-ink/15 py-3.5 last:border-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <SettingsSwitch id={ids.toggle} checked={open} onChange={toggle} className="w-44">
          {day}
        </SettingsSwitch>
        {open ? (
          <div className="flex items-center gap-2">
            <label htmlFor={ids.opens} className="sr-only">
              {t('settings.opensAt', { day })}
            </label>
            <input
              id={ids.opens}
              type="time"
              step={1800}
              className={timeClass}
              {...(dayErrors?.opens ? invalid : {})}
              {...register(`openingHours.${index}.opens`)}
            />
            <span aria-hidden className="text-taupe">
              –
            </span>
            <label htmlFor={ids.closes} className="sr-only">
              {t('settings.closesAt', { day })}
            </label>
            <input
              id={ids.closes}
              type="time"
              step={1800}
              className={timeClass}
              {...(dayErrors?.closes ? invalid : {})}
              {...register(`openingHours.${index}.closes`)}
            />
          </div>
        ) : (
          <span className="font-display text-lg text-taupe italic">{t('settings.closed')}</span>
        )}
      </div>
      <FieldError id={ids.error} message={message} />
    </li>
  );
}
