import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { TextField } from '@client/components/ui/form-field';
import type { SettingsFieldsProps } from './settings-form-model';
import { SettingsSwitch } from './settings-switch';

/** What the second reminder starts at when the owner turns it on. */
const SECOND_DEFAULT_HOURS = 2;

/**
 * The reminders' lead times: the first (24 hours unless changed) and an optional second, closer
 * to the appointment. Turning the second off keeps nothing of its hours.
 */
export function ReminderFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const second = useWatch({ control, name: 'reminders.secondHours' });
  const on = second !== null;
  const ids = {
    first: `${idPrefix}-reminders-firstHours`,
    toggle: `${idPrefix}-reminders-second`,
    second: `${idPrefix}-reminders-secondHours`,
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
      <TextField
        id={ids.first}
        label={t('settings.firstReminder')}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        step={1}
        autoComplete="off"
        error={errors.reminders?.firstHours?.message}
        {...register('reminders.firstHours', { valueAsNumber: true })}
      />
      <div className="grid gap-3">
        <SettingsSwitch
          id={ids.toggle}
          checked={on}
          onChange={(checked) =>
            setValue('reminders.secondHours', checked ? SECOND_DEFAULT_HOURS : null, {
              shouldDirty: true,
              shouldValidate: false,
            })
          }
          className="sm:mt-9"
        >
          {t('settings.secondToggle')}
        </SettingsSwitch>
        {on && (
          <TextField
            id={ids.second}
            label={t('settings.secondReminder')}
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={167}
            step={1}
            autoComplete="off"
            error={errors.reminders?.secondHours?.message}
            {...register('reminders.secondHours', { valueAsNumber: true })}
          />
        )}
      </div>
    </div>
  );
}
