import { CalendarOff, Save } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  type AdminClosure,
  type ClosureInput,
  closureInputSchema,
} from '@shared/schemas/admin-diary';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { closuresQuery, useDeleteClosure, useSaveClosure } from './api/diary-admin-api';
import { DayRangeFields } from './day-range-fields';
import { DiaryEntriesPanel, SavedDiaryEntry } from './diary-entries-panel';
import { dayRange } from './diary-entry-when';
import { useDiaryEntrySave } from './use-diary-entry-save';

/** The salon's closures: dates when nobody works, with the reason clients read. */
export function ClosuresPanel() {
  const { t } = useTranslation();
  return (
    <DiaryEntriesPanel
      query={closuresQuery}
      useRemove={useDeleteClosure}
      words={{
        title: t('closures.title'),
        lead: t('closures.lead'),
        add: t('closures.add'),
        filter: t('closures.filter'),
        loadError: t('closures.loadFailed'),
        empty: t('closures.none'),
        noun: [t('closures.noun_one'), t('closures.noun_other')],
        edit: t('closures.edit'),
        removeTitle: t('closures.removeQuestion'),
        removed: t('closures.removed'),
        entry: (closure) =>
          t('closures.entry', { days: dayRange(closure.startsOn, closure.endsOn) }),
        editEntry: (closure) =>
          t('closures.editEntry', { days: dayRange(closure.startsOn, closure.endsOn) }),
        removeEntry: (closure) =>
          t('closures.removeEntry', { days: dayRange(closure.startsOn, closure.endsOn) }),
        removeDescription: (closure) =>
          t('closures.removeDetail', { days: dayRange(closure.startsOn, closure.endsOn) }),
      }}
      icon={<CalendarOff aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />}
      describe={(closure) => (
        <>
          <p className="font-medium tabular-nums">{dayRange(closure.startsOn, closure.endsOn)}</p>
          <p className="text-sm text-taupe">“{closure.reason}”</p>
        </>
      )}
      form={(closure) => <ClosureForm closure={closure} />}
    />
  );
}

const CLOSURE_FIELDS = ['startsOn', 'endsOn', 'reason'] as const;

/** A blank "until" is the first day itself: the one-day closure the owner means. */
const closureResolver: Resolver<ClosureInput> = (values, context, options) =>
  zodResolver(closureInputSchema)(
    { ...values, endsOn: values.endsOn || values.startsOn },
    context,
    options,
  );

function ClosureForm({ closure }: { closure: AdminClosure | null }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const id = useId();
  const { register, handleSubmit, setError, control, formState } = useForm<ClosureInput>({
    resolver: inStaffLanguage(closureResolver, locale),
    defaultValues: {
      startsOn: closure?.startsOn ?? '',
      endsOn: closure?.endsOn ?? '',
      reason: closure?.reason ?? '',
    },
  });
  const { errors } = formState;
  const startsOn = useWatch({ control, name: 'startsOn' });
  const { save, saved } = useDiaryEntrySave(useSaveClosure, setError, CLOSURE_FIELDS, {
    saved: closure ? t('closures.updated') : t('closures.created'),
    failed: t('closures.saveFailed'),
  });
  if (saved)
    return (
      <SavedDiaryEntry affected={saved.affected}>
        {t('closures.savedNoneAffected', { days: dayRange(saved.startsOn, saved.endsOn) })}
      </SavedDiaryEntry>
    );
  return (
    <form
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={handleSubmit((values) =>
        save.mutate({
          id: closure?.id,
          values: { ...values, endsOn: values.endsOn || values.startsOn },
        }),
      )}
    >
      <DayRangeFields
        id={id}
        from={register('startsOn')}
        to={register('endsOn')}
        startsOn={startsOn}
        errors={errors}
      />
      <div className="sm:col-span-2">
        <TextField
          id={`${id}-reason`}
          label={t('closures.reason')}
          required
          maxLength={120}
          placeholder="Closed for Christmas"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="mt-2 text-xs text-taupe">{t('closures.reasonHint')}</p>
      </div>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden />} {t('adminUi.save')}
        </Button>
      </div>
    </form>
  );
}
