import { PanelHeader } from '@client/components/admin/panel-header';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plane, Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { TIME_OFF_KINDS, TIME_OFF_LABELS } from '@shared/diary';
import { formatDay } from '@shared/salon-dates';
import type { AdminTimeOff, DiaryListWhen, TimeOffInput } from '@shared/schemas/admin-diary';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { FilterPills } from '@client/components/admin/filter-pills';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { fieldControlClass, FormField, TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { AffectedBookings } from '../moves/affected-bookings';
import {
  DIARY_PAGE_SIZE,
  diaryTeamQuery,
  timeOffQuery,
  useDeleteTimeOff,
  useSaveTimeOff,
} from './api/diary-admin-api';
import { dayRange, WHEN_FILTERS } from './closures-panel';

/** When an entry is, as the owner typed it: days, or a day and its hours. */
export const timeOffWhen = (t: AdminTimeOff) =>
  t.allDay
    ? dayRange(t.startsOn, t.endsOn)
    : `${formatDay(t.startsOn, 'date')}, ${t.startTime}–${t.endTime}`;

/** Holidays, training and sickness: when one professional is away. */
export function TimeOffPanel() {
  const id = useId();
  const [when, setWhen] = useState<DiaryListWhen>('upcoming');
  const list = usePagedQuery(
    timeOffQuery(when),
    DIARY_PAGE_SIZE,
    'Não foi possível carregar as ausências',
  );
  const [editing, setEditing] = useState<AdminTimeOff | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<AdminTimeOff | null>(null);
  const remove = useDeleteTimeOff({
    onSuccess: () => {
      toast.success('Ausência removida');
      setRemoving(null);
    },
    onError: (error) =>
      toast.error('Não foi possível remover', { description: requestErrorMessage(error) }),
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelHeader
        id={`${id}-title`}
        level={3}
        className="mb-0"
        title="Ausências da equipe"
        lead="Férias, formação ou doença: o profissional sai do agendamento nesse período."
      >
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden /> Nova ausência
        </Button>
      </PanelHeader>
      <FilterPills
        label="Período das ausências"
        options={WHEN_FILTERS}
        value={when}
        onChange={(value) => {
          setWhen(value);
          list.setPage(1);
        }}
        className="mt-5"
      />
      <div className="mt-4">
        <PagedList
          {...list}
          empty="Nenhuma ausência."
          noun={['ausência', 'ausências']}
          skeletonRows={2}
        >
          {(items) => (
            <ul className="grid gap-3">
              {items.map((entry) => (
                <li
                  key={entry.id}
                  aria-label={`Ausência de ${entry.professionalName}, ${timeOffWhen(entry)}`}
                  className={cn(card(), 'grid gap-3 p-4 sm:p-5')}
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="flex gap-3">
                      <Plane aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />
                      <div>
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          {entry.professionalName}
                          <Badge tone="soft" className="px-2 py-0.5">
                            {TIME_OFF_LABELS[entry.kind]}
                          </Badge>
                        </p>
                        <p className="text-sm tabular-nums text-ink-soft">{timeOffWhen(entry)}</p>
                        {entry.note && <p className="text-sm text-taupe">{entry.note}</p>}
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setEditing(entry);
                          setFormOpen(true);
                        }}
                        aria-label={`Editar ausência de ${entry.professionalName}`}
                      >
                        <Pencil aria-hidden /> <span aria-hidden>Editar</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRemoving(entry)}
                        aria-label={`Remover ausência de ${entry.professionalName}`}
                      >
                        <Trash2 aria-hidden /> <span aria-hidden>Remover</span>
                      </Button>
                    </div>
                  </div>
                  <AffectedBookings appointments={entry.affected} compact />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <FormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        formKey={editing?.id ?? 'new'}
        title={editing ? 'Editar ausência' : 'Nova ausência'}
        description="Vale na hora para novos agendamentos. Agendamentos já feitos não são cancelados."
      >
        {() => <TimeOffForm entry={editing} />}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover ausência?"
        description={
          removing
            ? `${removing.professionalName} volta a aparecer no agendamento em ${timeOffWhen(removing)}.`
            : ''
        }
        confirmLabel="Remover"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </section>
  );
}

function TimeOffForm({ entry }: { entry: AdminTimeOff | null }) {
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
    return saved.affected.length === 0 ? (
      <p role="status" className="text-ink-soft">
        Salvo. Nenhum agendamento de {saved.professionalName} coincide com {timeOffWhen(saved)}.
      </p>
    ) : (
      <AffectedBookings appointments={saved.affected} />
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
