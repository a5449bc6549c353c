import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { TIME_OFF_KINDS, TIME_OFF_LABELS } from '@shared/diary';
import type { AdminTimeOff, TimeOffInput } from '@shared/schemas/admin-diary';
import { Button } from '@client/components/ui/button';
import { fieldControlClass, FormField, TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { diaryTeamQuery, useSaveTimeOff } from './api/diary-admin-api';
import { SavedDiaryEntry } from './diary-entries-panel';
import { timeOffWhen } from './diary-entry-when';

/** A professional's time off: whole days, or part of one day in the salon's hours. */
export function TimeOffForm({ entry }: { entry: AdminTimeOff | null }) {
  const id = useId();
  const team = useQuery(diaryTeamQuery);
  const [values, setValues] = useState<Required<TimeOffInput>>({
    professionalId: entry?.professionalId ?? '',
    kind: entry?.kind ?? 'holiday',
    allDay: entry?.allDay ?? true,
    startsOn: entry?.startsOn ?? '',
    endsOn: entry?.endsOn ?? '',
    startTime: entry?.startTime ?? '',
    endTime: entry?.endTime ?? '',
    note: entry?.note ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<AdminTimeOff | null>(null);
  const save = useSaveTimeOff({
    onSuccess: (answer) => {
      setSaved(answer.item);
      toast.success(entry ? 'Ausência atualizada' : 'Ausência registrada');
    },
    onError: (error) => {
      setErrors(error instanceof ApiRequestError && error.fields ? error.fields : {});
      toast.error('Não foi possível salvar a ausência', {
        description: requestErrorMessage(error),
      });
    },
  });
  if (saved)
    return (
      <SavedDiaryEntry affected={saved.affected}>
        Salvo. Nenhum agendamento de {saved.professionalName} coincide com {timeOffWhen(saved)}.
      </SavedDiaryEntry>
    );

  const set =
    (field: keyof TimeOffInput) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setErrors((e) => ({ ...e, [field]: '' }));
      setValues((v) => ({ ...v, [field]: event.target.value }));
    };
  const selectProps = (field: 'professionalId' | 'kind') => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: set(field),
    className: fieldControlClass,
    'aria-invalid': errors[field] ? true : undefined,
  });

  return (
    <form
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const { endsOn, startTime, endTime, ...rest } = values;
        save.mutate({
          id: entry?.id,
          values: values.allDay
            ? { ...rest, endsOn: endsOn || rest.startsOn }
            : { ...rest, startTime, endTime },
        });
      }}
    >
      <FormField
        id={`${id}-professionalId`}
        label="Profissional"
        required
        error={errors.professionalId}
      >
        <select {...selectProps('professionalId')}>
          <option value="">{team.isPending ? 'Carregando…' : 'Escolha'}</option>
          {team.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {!p.isActive && ' (inativo)'}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-kind`} label="Tipo" required error={errors.kind}>
        <select {...selectProps('kind')}>
          {TIME_OFF_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TIME_OFF_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="flex flex-wrap gap-2 sm:col-span-2">
        <legend className="sr-only">Duração</legend>
        {[
          { value: true, label: 'Dias inteiros' },
          { value: false, label: 'Parte do dia' },
        ].map((option) => (
          <label
            key={String(option.value)}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-ink/15 px-4 py-2 text-sm has-checked:border-gold-deep has-checked:bg-sand/50"
          >
            <input
              type="radio"
              name={`${id}-allDay`}
              className="size-4 accent-gold-deep"
              checked={values.allDay === option.value}
              onChange={() => setValues((v) => ({ ...v, allDay: option.value }))}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {values.allDay ? (
        <>
          <TextField
            id={`${id}-from`}
            label="De"
            type="date"
            required
            value={values.startsOn}
            onChange={set('startsOn')}
            error={errors.startsOn}
          />
          <TextField
            id={`${id}-to`}
            label="Até (inclusive)"
            type="date"
            value={values.endsOn}
            min={values.startsOn || undefined}
            onChange={set('endsOn')}
            error={errors.endsOn}
          />
        </>
      ) : (
        <>
          <TextField
            id={`${id}-day`}
            label="Dia"
            type="date"
            required
            value={values.startsOn}
            onChange={set('startsOn')}
            error={errors.startsOn}
            className="sm:col-span-2"
          />
          <TextField
            id={`${id}-start`}
            label="Das (hora do salão)"
            type="time"
            step={900}
            required
            value={values.startTime}
            onChange={set('startTime')}
            error={errors.startTime}
          />
          <TextField
            id={`${id}-end`}
            label="Às"
            type="time"
            step={900}
            required
            value={values.endTime}
            onChange={set('endTime')}
            error={errors.endTime}
          />
        </>
      )}
      <FormField
        id={`${id}-note`}
        label="Observação"
        optional
        optionalLabel="(opcional, só a equipe vê)"
        error={errors.note}
        className="sm:col-span-2"
      >
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={300}
          value={values.note}
          onChange={set('note')}
          className={cn(fieldControlClass, 'resize-y')}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden />} Salvar
        </Button>
      </div>
    </form>
  );
}
