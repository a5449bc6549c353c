import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { TIME_OFF_KINDS } from '@shared/diary';
import {
  type AdminTimeOff,
  type TimeOffInput,
  type TimeOffValues,
  timeOffInputSchema,
} from '@shared/schemas/admin-diary';
import { Button } from '@client/components/ui/button';
import {
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { diaryTeamQuery, useSaveTimeOff } from './api/diary-admin-api';
import { DayRangeFields } from './day-range-fields';
import { SavedDiaryEntry } from './diary-entries-panel';
import { timeOffWhen } from './diary-entry-when';
import { useDiaryEntrySave } from './use-diary-entry-save';

const TIME_OFF_FIELDS = [
  'professionalId',
  'kind',
  'startsOn',
  'endsOn',
  'startTime',
  'endTime',
  'note',
] as const;

/**
 * What the owner means: whole days end on the first day when "until" is blank, and the times of a
 * part of a day (or the "until" of whole days) left over from the other choice are not sent.
 */
function timeOffPayload({ endsOn, startTime, endTime, ...rest }: TimeOffInput): TimeOffInput {
  return rest.allDay
    ? { ...rest, endsOn: endsOn || rest.startsOn }
    : { ...rest, startTime, endTime };
}

const timeOffResolver: Resolver<TimeOffInput, unknown, TimeOffValues> = (
  values,
  context,
  options,
) => zodResolver(timeOffInputSchema)(timeOffPayload(values), context, options);

/** A professional's time off: whole days, or part of one day in the salon's hours. */
export function TimeOffForm({ entry }: { entry: AdminTimeOff | null }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const id = useId();
  const team = useQuery(diaryTeamQuery);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    TimeOffInput,
    unknown,
    TimeOffValues
  >({
    resolver: inStaffLanguage(timeOffResolver, locale),
    defaultValues: {
      professionalId: entry?.professionalId ?? '',
      kind: entry?.kind ?? 'holiday',
      allDay: entry?.allDay ?? true,
      startsOn: entry?.startsOn ?? '',
      endsOn: entry?.endsOn ?? '',
      startTime: entry?.startTime ?? '',
      endTime: entry?.endTime ?? '',
      note: entry?.note ?? '',
    },
  });
  const { errors } = formState;
  const [allDay, startsOn] = useWatch({ control, name: ['allDay', 'startsOn'] });
  const { save, saved } = useDiaryEntrySave(useSaveTimeOff, setError, TIME_OFF_FIELDS, {
    saved: entry ? t('timeOffPanel.updated') : t('timeOffPanel.created'),
    failed: t('timeOffPanel.saveFailed'),
  });
  if (saved)
    return (
      <SavedDiaryEntry affected={saved.affected}>
        {t('timeOffPanel.savedNoneAffected', {
          name: saved.professionalName,
          when: timeOffWhen(saved),
        })}
      </SavedDiaryEntry>
    );

  return (
    <form
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={handleSubmit((values) => save.mutate({ id: entry?.id, values }))}
    >
      <FormField
        id={`${id}-professionalId`}
        label={t('common.professional')}
        required
        error={errors.professionalId?.message}
      >
        <select
          id={`${id}-professionalId`}
          className={fieldControlClass}
          {...fieldA11y(`${id}-professionalId`, errors.professionalId?.message)}
          {...register('professionalId')}
        >
          <option value="">
            {team.isPending ? t('timeOffPanel.loading') : t('timeOffPanel.choose')}
          </option>
          {team.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {!p.isActive && ` (${t('timeOffPanel.inactive')})`}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-kind`}
        label={t('timeOffPanel.kind')}
        required
        error={errors.kind?.message}
      >
        <select
          id={`${id}-kind`}
          className={fieldControlClass}
          {...fieldA11y(`${id}-kind`, errors.kind?.message)}
          {...register('kind')}
        >
          {TIME_OFF_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`timeOff.${kind}`)}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="flex flex-wrap gap-2 sm:col-span-2">
        <legend className="sr-only">{t('timeOffPanel.length')}</legend>
        {[
          { value: true, label: t('timeOffPanel.wholeDays') },
          { value: false, label: t('timeOffPanel.partOfDay') },
        ].map((option) => (
          <label
            key={String(option.value)}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-ink/15 px-4 py-2 text-sm has-checked:border-gold-deep has-checked:bg-sand/50"
          >
            <input
              type="radio"
              name={`${id}-allDay`}
              className="size-4 accent-gold-deep"
              checked={allDay === option.value}
              onChange={() => setValue('allDay', option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {allDay ? (
        <DayRangeFields
          id={id}
          from={register('startsOn')}
          to={register('endsOn')}
          startsOn={startsOn}
          errors={errors}
        />
      ) : (
        <>
          <TextField
            id={`${id}-day`}
            label={t('timeOffPanel.day')}
            type="date"
            required
            error={errors.startsOn?.message}
            className="sm:col-span-2"
            {...register('startsOn')}
          />
          <TextField
            id={`${id}-start`}
            label={t('timeOffPanel.fromTime')}
            type="time"
            step={900}
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TextField
            id={`${id}-end`}
            label={t('timeOffPanel.toTime')}
            type="time"
            step={900}
            required
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </>
      )}
      <FormField
        id={`${id}-note`}
        label={t('timeOffPanel.note')}
        optional
        optionalLabel={t('timeOffPanel.noteOptional')}
        error={errors.note?.message}
        className="sm:col-span-2"
      >
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={300}
          className={cn(fieldControlClass, 'resize-y')}
          {...register('note')}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden />} {t('adminUi.save')}
        </Button>
      </div>
    </form>
  );
}
