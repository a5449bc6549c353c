import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { ROTA_WEEK_CHOICES } from '@shared/rota';
import { formatDay, isCalendarDate, mondayOf } from '@shared/salon-dates';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
} from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { currentRotaWeek, type ScheduleValues } from './schedule-form-model';

/**
 * 'Repete a cada' 1 to 4 weeks and, for a longer rota, the date its week 1 begins (any day of
 * that week: the rota counts from its Monday, which the hint names with this week's number).
 */
export function ScheduleRotaFields({
  idPrefix,
  form,
  today,
  disabled,
  onWeeksChange,
}: {
  idPrefix: string;
  form: UseFormReturn<ScheduleValues>;
  today: string;
  disabled: boolean;
  onWeeksChange: (weeks: number) => void;
}) {
  const { t } = useTranslation();
  const { register, clearErrors, formState, watch } = form;
  const { errors } = formState;
  const weeks = watch('rotaWeeks') ?? 1;
  const startsOn = watch('rotaStartsOn');
  const thisWeek = currentRotaWeek({ rotaWeeks: weeks, rotaStartsOn: startsOn }, today);
  const ids = { weeks: `${idPrefix}-rota-weeks`, startsOn: `${idPrefix}-rota-starts-on` };

  return (
    <div
      className={cn('grid gap-4 sm:grid-cols-2', disabled && 'opacity-50')}
      aria-disabled={disabled}
    >
      <div className="min-w-0">
        <label htmlFor={ids.weeks} className="text-sm font-medium text-ink">
          {t('schedule.repeatsEvery')}
        </label>
        <select
          id={ids.weeks}
          disabled={disabled}
          className={fieldControlClass}
          {...fieldA11y(ids.weeks, errors.rotaWeeks?.message)}
          {...register('rotaWeeks', {
            valueAsNumber: true,
            onChange: (event: { target: { value: string } }) => {
              clearErrors();
              onWeeksChange(Number(event.target.value));
            },
          })}
        >
          {ROTA_WEEK_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? t('schedule.oneWeek') : t('schedule.weeksCount', { count: n })}
            </option>
          ))}
        </select>
        <FieldError id={fieldErrorId(ids.weeks)} message={errors.rotaWeeks?.message} />
      </div>
      {weeks > 1 && (
        <div className="min-w-0">
          <label htmlFor={ids.startsOn} className="text-sm font-medium text-ink">
            {t('schedule.weekOneStarts')}
          </label>
          <input
            id={ids.startsOn}
            type="date"
            disabled={disabled}
            className={fieldControlClass}
            {...fieldA11y(ids.startsOn, errors.rotaStartsOn?.message)}
            {...register('rotaStartsOn', { onChange: () => clearErrors() })}
          />
          <FieldError id={fieldErrorId(ids.startsOn)} message={errors.rotaStartsOn?.message} />
          {!errors.rotaStartsOn && startsOn && isCalendarDate(startsOn) && (
            <p className="mt-2 text-sm text-taupe">
              {t('schedule.countsFrom', { date: formatDay(mondayOf(startsOn), 'date') })}
              {thisWeek !== null && ` ${t('schedule.thisWeekIs', { n: thisWeek })}`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
