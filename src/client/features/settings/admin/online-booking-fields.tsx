import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { FormField, fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { ONLINE_START_INTERVALS } from '@shared/start-times';
import type { SettingsFieldsProps } from './settings-form-model';
import { SettingsSwitch } from './settings-switch';

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-ink/15 px-4 py-3 transition-colors hover:border-ink/30 has-checked:border-gold-deep has-checked:bg-gold/10';

/**
 * How clients book online (issue 30): the start times offered (the salon's fixed list, or every N
 * minutes from each professional's working start) and whether bookings are confirmed at once.
 * The minutes are kept while the list is chosen, so switching back finds them again.
 */
export function OnlineBookingFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = form;
  const errors = formState.errors.onlineBooking;
  const [mode, minutes, autoConfirm] = useWatch({
    control,
    name: [
      'onlineBooking.startTimes',
      'onlineBooking.intervalMinutes',
      'onlineBooking.autoConfirm',
    ],
  });
  const ids = {
    fixed: `${idPrefix}-onlineBooking-startTimes-fixed`,
    interval: `${idPrefix}-onlineBooking-startTimes-interval`,
    minutes: `${idPrefix}-onlineBooking-intervalMinutes`,
    autoConfirm: `${idPrefix}-onlineBooking-autoConfirm`,
  };
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">{t('settings.onlineTimes')}</legend>
        <label htmlFor={ids.fixed} className={choiceClass}>
          <input
            id={ids.fixed}
            type="radio"
            value="fixed"
            className="mt-1 accent-gold-deep"
            {...register('onlineBooking.startTimes')}
          />
          <span>
            <span className="font-medium text-ink">{t('settings.fixed')}</span>
            <span className="block text-sm text-taupe">{t('settings.fixedDetail')}</span>
          </span>
        </label>
        <label htmlFor={ids.interval} className={choiceClass}>
          <input
            id={ids.interval}
            type="radio"
            value="interval"
            className="mt-1 accent-gold-deep"
            {...register('onlineBooking.startTimes')}
          />
          <span className="font-medium text-ink">{t('settings.interval', { minutes })}</span>
        </label>
        <FormField
          id={ids.minutes}
          label={t('settings.intervalField')}
          error={errors?.intervalMinutes?.message}
          className={cn('sm:max-w-xs', mode !== 'interval' && 'opacity-60')}
        >
          <select
            id={ids.minutes}
            className={fieldControlClass}
            disabled={mode !== 'interval'}
            {...register('onlineBooking.intervalMinutes', { valueAsNumber: true })}
          >
            {ONLINE_START_INTERVALS.map((n) => (
              <option key={n} value={n}>
                {t('settings.minutes', { count: n })}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>
      <div className="grid gap-1">
        <SettingsSwitch
          id={ids.autoConfirm}
          checked={autoConfirm}
          onChange={(checked) =>
            setValue('onlineBooking.autoConfirm', checked, { shouldDirty: true })
          }
        >
          {t('settings.autoConfirm')}
        </SettingsSwitch>
        <p className="text-sm text-taupe">{t('settings.autoConfirmDetail')}</p>
      </div>
    </div>
  );
}
