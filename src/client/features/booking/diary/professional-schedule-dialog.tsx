import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { Copy, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { salonToday } from '@shared/salon-dates';
import {
  type AdminProfessional,
  adminProfessionalScheduleSchema,
} from '@shared/schemas/admin-catalogue';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useSaveProfessionalSchedule } from './api/schedule-api';
import {
  currentRotaWeek,
  intervalsBeyond,
  scheduleDefaults,
  scheduleFieldPaths,
  type ScheduleValues,
  weekWithError,
} from './schedule-form-model';
import { ScheduleRotaFields } from './schedule-rota-fields';
import { ScheduleWeekDays } from './schedule-week-days';

/**
 * A professional's week: the salon's hours, or their own intervals per weekday, on a rota that
 * may repeat every 2, 3 or 4 weeks. Opened from the catalogue's team list and the team's week.
 */
export function ProfessionalScheduleDialog({
  record: professional,
  open,
  onOpenChange,
}: RecordDialogProps<AdminProfessional>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={professional?.id ?? 'none'}
      title={t('schedule.title', { name: professional?.name ?? '' })}
      description={t('schedule.lead')}
      className="sm:max-w-2xl"
    >
      {(close) => professional && <ScheduleForm professional={professional} onSaved={close} />}
    </FormDialog>
  );
}

function ScheduleForm({
  professional,
  onSaved,
}: {
  professional: AdminProfessional;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const idPrefix = useId();
  const today = salonToday();
  const form = useForm<ScheduleValues>({
    resolver: inStaffLanguage(zodResolver(adminProfessionalScheduleSchema), locale),
    // An edit clears every message until the next save, as a form that says nothing half-way.
    reValidateMode: 'onSubmit',
    defaultValues: scheduleDefaults(professional, today),
  });
  const { handleSubmit, setValue, setError, control, getValues, formState } = form;
  const rows = useFieldArray({ control, name: 'intervals' });
  const follows = useWatch({ control, name: 'followsOpeningHours' });
  const weeks = useWatch({ control, name: 'rotaWeeks' }) ?? 1;
  const startsOn = useWatch({ control, name: 'rotaStartsOn' });
  const [week, setWeek] = useState(
    () => currentRotaWeek({ rotaWeeks: weeks, rotaStartsOn: startsOn }, today) ?? 1,
  );
  const thisWeek = currentRotaWeek({ rotaWeeks: weeks, rotaStartsOn: startsOn }, today);

  const showErrorWeek = (errors: Parameters<typeof weekWithError>[0]) => {
    const errorWeek = weekWithError(errors, getValues('intervals'));
    if (errorWeek !== null) setWeek(errorWeek);
  };
  const save = useSaveProfessionalSchedule({
    onSuccess: () => {
      toast.success(t('schedule.saved'), { description: professional.name });
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, scheduleFieldPaths(getValues('intervals')));
      if (error instanceof ApiRequestError && error.fields?._)
        setError('root', { message: error.fields._ });
      if (error instanceof ApiRequestError) showErrorWeek(error.fields);
      toast.error(t('schedule.saveFailed'), {
        description: requestErrorMessage(error),
      });
    },
  });

  /** A shorter rota drops the weeks it no longer has, so what is saved is what the tabs show. */
  const changeWeeks = (next: number) => {
    rows.remove(intervalsBeyond(getValues('intervals'), next));
    if (week > next) setWeek(1);
  };

  /** Week `target` becomes a copy of week 1: the usual start of an alternating rota. */
  const copyWeekOne = (target: number) => {
    const intervals = getValues('intervals');
    rows.remove(intervals.flatMap((i, index) => ((i.week ?? 1) === target ? [index] : [])));
    rows.append(intervals.filter((i) => (i.week ?? 1) === 1).map((i) => ({ ...i, week: target })));
  };

  const days = (n: number) => (
    <ScheduleWeekDays week={n} form={form} rows={rows} disabled={follows} />
  );

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit(
        (values) => save.mutate({ id: professional.id, values }),
        (errors) => showErrorWeek(errors),
      )}
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('schedule.kind')}</legend>
        {[
          {
            value: true,
            label: t('schedule.followsSalon'),
            hint: t('schedule.followsSalonHint'),
          },
          { value: false, label: t('schedule.own'), hint: t('schedule.ownHint') },
        ].map((option) => (
          <label
            key={String(option.value)}
            className="flex cursor-pointer gap-3 rounded-2xl border border-ink/15 p-4 has-checked:border-gold-deep has-checked:bg-sand/40"
          >
            <input
              type="radio"
              name="follows"
              className="mt-1 size-4 accent-gold-deep"
              checked={follows === option.value}
              onChange={() => setValue('followsOpeningHours', option.value)}
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="text-sm text-taupe">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <ScheduleRotaFields
        idPrefix={idPrefix}
        form={form}
        today={today}
        disabled={follows}
        onWeeksChange={changeWeeks}
      />

      {weeks > 1 ? (
        <Tabs value={String(week)} onValueChange={(value) => setWeek(Number(value))}>
          <TabsList aria-label={t('schedule.weeks')}>
            {Array.from({ length: weeks }, (_, i) => i + 1).map((n) => (
              <TabsTrigger key={n} value={String(n)}>
                {t('schedule.week', { n })}
                {n === thisWeek && <span className="sr-only"> ({t('schedule.thisWeek')})</span>}
                {n === thisWeek && (
                  <span aria-hidden className="ml-1.5 text-xs opacity-80">
                    · {t('schedule.current')}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {Array.from({ length: weeks }, (_, i) => i + 1).map((n) => (
            <TabsContent key={n} value={String(n)} className="mt-4 grid gap-3">
              {n > 1 && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={follows}
                  className="justify-self-start"
                  onClick={() => copyWeekOne(n)}
                >
                  <Copy aria-hidden /> {t('schedule.copyWeekOne')}
                </Button>
              )}
              {days(n)}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        days(1)
      )}
      {formState.errors.root && (
        <p role="alert" className="text-sm text-red-800">
          {formState.errors.root.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden />}
          {t('schedule.save')}
        </Button>
      </div>
    </form>
  );
}
