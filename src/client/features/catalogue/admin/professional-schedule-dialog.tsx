import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminProfessional,
  adminProfessionalScheduleSchema,
  WEEKDAY_LABELS,
  type WorkingInterval,
} from '@shared/schemas/admin-catalogue';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useSaveProfessionalSchedule } from './api/catalogue-admin-api';

/** A professional's week: the salon's hours, or their own intervals per weekday. */
export function ProfessionalScheduleDialog({
  professional,
  open,
  onOpenChange,
}: {
  professional: AdminProfessional | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={professional?.id ?? 'none'}
      title={`Horário de ${professional?.name ?? ''}`}
      description="Quando este profissional atende. Um intervalo entre dois horários é uma pausa (almoço)."
      className="sm:max-w-2xl"
    >
      {(close) => professional && <ScheduleForm professional={professional} onSaved={close} />}
    </FormDialog>
  );
}

type Row = WorkingInterval & { key: number };
let nextKey = 0;

function ScheduleForm({
  professional,
  onSaved,
}: {
  professional: AdminProfessional;
  onSaved: () => void;
}) {
  const [follows, setFollows] = useState(professional.followsOpeningHours);
  const [rows, setRows] = useState<Row[]>(() =>
    professional.intervals.map((i) => ({ ...i, key: nextKey++ })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProfessionalSchedule({
    onSuccess: () => {
      toast.success('Horário atualizado', { description: professional.name });
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      toast.error('Não foi possível salvar o horário', {
        description: requestErrorMessage(error),
      });
    },
  });

  const intervals = rows.map(({ key: _, ...i }) => i);
  const errorFor = (row: Row, field: 'start' | 'end') =>
    errors[`intervals.${rows.indexOf(row)}.${field}`];
  const update = (key: number, change: Partial<WorkingInterval>) => {
    setErrors({});
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const values = { followsOpeningHours: follows, intervals };
        const checked = adminProfessionalScheduleSchema.safeParse(values);
        if (!checked.success) {
          const found: Record<string, string> = {};
          for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
          setErrors(found);
          return;
        }
        save.mutate({ id: professional.id, values });
      }}
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Tipo de horário</legend>
        {[
          {
            value: true,
            label: 'Segue o horário do salão',
            hint: 'Atende sempre que o salão abre.',
          },
          { value: false, label: 'Horário próprio', hint: 'Só nos horários abaixo.' },
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
              onChange={() => setFollows(option.value)}
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="text-sm text-taupe">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className={cn('grid gap-3', follows && 'opacity-50')} aria-disabled={follows}>
        {WEEKDAY_LABELS.map((label, index) => {
          const weekday = index + 1;
          const ofDay = rows.filter((r) => r.weekday === weekday);
          return (
            <div
              key={label}
              className="grid gap-2 border-b border-ink/10 pb-3 sm:grid-cols-[6rem_minmax(0,1fr)]"
            >
              <p className="pt-2 font-medium">{label}</p>
              <div className="grid gap-2">
                {ofDay.length === 0 && <p className="pt-2 text-sm text-taupe">Não atende</p>}
                {ofDay.map((row) => (
                  <div key={row.key} className="grid gap-1">
                    <div className="flex items-center gap-2">
                      {(['start', 'end'] as const).map((field) => (
                        <label key={field} className="flex items-center gap-2">
                          <span className="sr-only">
                            {label}: {field === 'start' ? 'início' : 'fim'}
                          </span>
                          <input
                            type="time"
                            step={900}
                            disabled={follows}
                            value={row[field]}
                            aria-invalid={errorFor(row, field) ? true : undefined}
                            onChange={(event) => update(row.key, { [field]: event.target.value })}
                            className={cn(
                              fieldControlClass,
                              'mt-0 w-32 px-2.5 text-sm tabular-nums',
                            )}
                          />
                          {field === 'start' && <span aria-hidden>–</span>}
                        </label>
                      ))}
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={follows}
                        aria-label={`Remover horário de ${label}`}
                        onClick={() => setRows((c) => c.filter((r) => r.key !== row.key))}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                    {(errorFor(row, 'start') ?? errorFor(row, 'end')) && (
                      <p role="alert" className="text-sm text-red-800">
                        {errorFor(row, 'start') ?? errorFor(row, 'end')}
                      </p>
                    )}
                  </div>
                ))}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={follows}
                  className="justify-self-start"
                  onClick={() => {
                    const last = ofDay.at(-1);
                    setRows((c) => [
                      ...c,
                      last
                        ? {
                            weekday,
                            start: last.end,
                            end: last.end < '23:00' ? '23:00' : '24:00',
                            key: nextKey++,
                          }
                        : { weekday, start: '09:00', end: '18:00', key: nextKey++ },
                    ]);
                  }}
                >
                  <Plus aria-hidden /> Adicionar horário
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      {errors._ && (
        <p role="alert" className="text-sm text-red-800">
          {errors._}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden />}
          Salvar horário
        </Button>
      </div>
    </form>
  );
}
