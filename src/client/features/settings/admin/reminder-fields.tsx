import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import type { SalonSettings } from '@shared/schemas/settings';
import { TextField } from '@client/components/ui/form-field';

/** What the second reminder starts at when the owner turns it on. */
const SECOND_DEFAULT_HOURS = 2;

/**
 * The reminders' lead times: the first (24 hours unless changed) and an optional second, closer
 * to the appointment. Turning the second off keeps nothing of its hours.
 */
export function ReminderFields({
  idPrefix,
  control,
  register,
  setValue,
  errors,
}: {
  idPrefix: string;
  control: Control<SalonSettings>;
  register: UseFormRegister<SalonSettings>;
  setValue: UseFormSetValue<SalonSettings>;
  errors: FieldErrors<SalonSettings>;
}) {
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
        label="Primeiro lembrete (horas antes)"
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
        <label htmlFor={ids.toggle} className="flex cursor-pointer items-center gap-3 sm:mt-9">
          <input
            id={ids.toggle}
            type="checkbox"
            role="switch"
            checked={on}
            onChange={(event) =>
              setValue(
                'reminders.secondHours',
                event.target.checked ? SECOND_DEFAULT_HOURS : null,
                {
                  shouldDirty: true,
                  shouldValidate: false,
                },
              )
            }
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink/20 transition-colors peer-checked:bg-gold-deep peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          <span className="font-medium text-ink">Enviar um segundo lembrete</span>
        </label>
        {on && (
          <TextField
            id={ids.second}
            label="Segundo lembrete (horas antes)"
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
