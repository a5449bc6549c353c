import { Plus, Trash2 } from 'lucide-react';
import type { FieldArrayWithId, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import type { ScheduleValues } from './schedule-form-model';

/** Monday to Sunday of one week of the rota: each day's intervals, added and removed in place. */
export function ScheduleWeekDays({
  week,
  form,
  rows,
  disabled,
}: {
  week: number;
  form: UseFormReturn<ScheduleValues>;
  rows: UseFieldArrayReturn<ScheduleValues, 'intervals'>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const weekdays = t('weekdays.long', { returnObjects: true });
  const { register, clearErrors, formState, getValues } = form;
  const { errors } = formState;
  const intervals = form.watch('intervals');
  const errorFor = (index: number) => {
    const e = errors.intervals?.[index];
    return e?.start?.message ?? e?.end?.message ?? e?.week?.message;
  };

  return (
    <div className={cn('grid gap-3', disabled && 'opacity-50')} aria-disabled={disabled}>
      {weekdays.map((label, dayIndex) => {
        const weekday = dayIndex + 1;
        const ofDay = rows.fields
          .map((row: FieldArrayWithId<ScheduleValues, 'intervals'>, index) => ({ row, index }))
          .filter(
            ({ index }) =>
              intervals[index]?.weekday === weekday && (intervals[index]?.week ?? 1) === week,
          );
        return (
          <div
            key={label}
            className="grid gap-2 border-b border-ink/10 pb-3 sm:grid-cols-[6rem_minmax(0,1fr)]"
          >
            <p className="pt-2 font-medium">{label}</p>
            <div className="grid gap-2">
              {ofDay.length === 0 && (
                <p className="pt-2 text-sm text-taupe">{t('teamWeek.notWorking')}</p>
              )}
              {ofDay.map(({ row, index }) => (
                <div key={row.id} className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {(['start', 'end'] as const).map((field) => (
                      <label key={field} className="flex items-center gap-2">
                        <span className="sr-only">
                          {label}: {t(`schedule.${field}`)}
                        </span>
                        <input
                          type="time"
                          step={900}
                          disabled={disabled}
                          aria-invalid={errors.intervals?.[index]?.[field] ? true : undefined}
                          className={cn(fieldControlClass, 'mt-0 w-32 px-2.5 text-sm tabular-nums')}
                          {...register(`intervals.${index}.${field}`, {
                            onChange: () => clearErrors(),
                          })}
                        />
                        {field === 'start' && <span aria-hidden>–</span>}
                      </label>
                    ))}
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={disabled}
                      aria-label={t('schedule.removeOf', { day: label })}
                      onClick={() => rows.remove(index)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                  {errorFor(index) && (
                    <p role="alert" className="text-sm text-red-800">
                      {errorFor(index)}
                    </p>
                  )}
                </div>
              ))}
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled}
                className="justify-self-start"
                onClick={() => {
                  const last = ofDay.at(-1) && getValues(`intervals.${ofDay.at(-1)!.index}`);
                  rows.append(
                    last
                      ? {
                          week,
                          weekday,
                          start: last.end,
                          end: last.end < '23:00' ? '23:00' : '24:00',
                        }
                      : { week, weekday, start: '09:00', end: '18:00' },
                  );
                }}
              >
                <Plus aria-hidden /> {t('schedule.add')}
              </Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
