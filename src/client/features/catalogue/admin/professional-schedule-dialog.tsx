import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  type AdminProfessional,
  type AdminProfessionalScheduleInput,
  adminProfessionalScheduleSchema,
  WEEKDAY_LABELS,
} from '@shared/schemas/admin-catalogue';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useSaveProfessionalSchedule } from './api/catalogue-admin-api';

/** A professional's week: the salon's hours, or their own intervals per weekday. */
export function ProfessionalScheduleDialog({
  record: professional,
  open,
  onOpenChange,
}: RecordDialogProps<AdminProfessional>) {
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

type ScheduleValues = AdminProfessionalScheduleInput;

function ScheduleForm({
  professional,
  onSaved,
}: {
  professional: AdminProfessional;
  onSaved: () => void;
}) {
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } =
    useForm<ScheduleValues>({
      resolver: zodResolver(adminProfessionalScheduleSchema),
      // An edit clears every message until the next save, as a form that says nothing half-way.
      reValidateMode: 'onSubmit',
      defaultValues: {
        followsOpeningHours: professional.followsOpeningHours,
        intervals: professional.intervals,
      },
    });
  const { errors } = formState;
  const rows = useFieldArray({ control, name: 'intervals' });
  const follows = useWatch({ control, name: 'followsOpeningHours' });
  const intervals = useWatch({ control, name: 'intervals' });
  const save = useSaveProfessionalSchedule({
    onSuccess: () => {
      toast.success('Horário atualizado', { description: professional.name });
      onSaved();
    },
    onError: (error) => {
      const paths = intervals.flatMap((_, index) => [
        `intervals.${index}.start` as const,
        `intervals.${index}.end` as const,
      ]);
      setServerFieldErrors(error, setError, paths);
      if (error instanceof ApiRequestError && error.fields?._)
        setError('root', { message: error.fields._ });
      toast.error('Não foi possível salvar o horário', {
        description: requestErrorMessage(error),
      });
    },
  });

  const errorFor = (index: number) =>
    errors.intervals?.[index]?.start?.message ?? errors.intervals?.[index]?.end?.message;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit((values) => save.mutate({ id: professional.id, values }))}
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
              onChange={() => setValue('followsOpeningHours', option.value)}
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="text-sm text-taupe">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className={cn('grid gap-3', follows && 'opacity-50')} aria-disabled={follows}>
        {WEEKDAY_LABELS.map((label, dayIndex) => {
          const weekday = dayIndex + 1;
          const ofDay = rows.fields
            .map((row, index) => ({ row, index }))
            .filter(({ index }) => intervals[index]?.weekday === weekday);
          return (
            <div
              key={label}
              className="grid gap-2 border-b border-ink/10 pb-3 sm:grid-cols-[6rem_minmax(0,1fr)]"
            >
              <p className="pt-2 font-medium">{label}</p>
              <div className="grid gap-2">
                {ofDay.length === 0 && <p className="pt-2 text-sm text-taupe">Não atende</p>}
                {ofDay.map(({ row, index }) => (
                  <div key={row.id} className="grid gap-1">
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
                            aria-invalid={errors.intervals?.[index]?.[field] ? true : undefined}
                            className={cn(
                              fieldControlClass,
                              'mt-0 w-32 px-2.5 text-sm tabular-nums',
                            )}
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
                        disabled={follows}
                        aria-label={`Remover horário de ${label}`}
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
                  disabled={follows}
                  className="justify-self-start"
                  onClick={() => {
                    const last = ofDay.at(-1) && intervals[ofDay.at(-1)!.index];
                    rows.append(
                      last
                        ? { weekday, start: last.end, end: last.end < '23:00' ? '23:00' : '24:00' }
                        : { weekday, start: '09:00', end: '18:00' },
                    );
                  }}
                >
                  <Plus aria-hidden /> Adicionar horário
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      {errors.root && (
        <p role="alert" className="text-sm text-red-800">
          {errors.root.message}
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
