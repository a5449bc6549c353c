import { CalendarOff, Save } from 'lucide-react';
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
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
  return (
    <DiaryEntriesPanel
      query={closuresQuery}
      useRemove={useDeleteClosure}
      words={{
        title: 'Fechamentos do salão',
        lead: 'Dias em que ninguém atende; o motivo aparece para as clientes.',
        add: 'Novo fechamento',
        filter: 'Período dos fechamentos',
        loadError: 'Não foi possível carregar os fechamentos',
        empty: 'Nenhum fechamento.',
        noun: ['fechamento', 'fechamentos'],
        edit: 'Editar fechamento',
        removeTitle: 'Remover fechamento?',
        removed: 'Fechamento removido',
        entry: (closure) => `Fechamento ${dayRange(closure.startsOn, closure.endsOn)}`,
        editEntry: (closure) => `Editar fechamento ${dayRange(closure.startsOn, closure.endsOn)}`,
        removeEntry: (closure) =>
          `Remover fechamento ${dayRange(closure.startsOn, closure.endsOn)}`,
        removeDescription: (closure) =>
          `O salão volta a aceitar agendamentos em ${dayRange(closure.startsOn, closure.endsOn)}.`,
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
  const id = useId();
  const { register, handleSubmit, setError, control, formState } = useForm<ClosureInput>({
    resolver: closureResolver,
    defaultValues: {
      startsOn: closure?.startsOn ?? '',
      endsOn: closure?.endsOn ?? '',
      reason: closure?.reason ?? '',
    },
  });
  const { errors } = formState;
  const startsOn = useWatch({ control, name: 'startsOn' });
  const { save, saved } = useDiaryEntrySave(useSaveClosure, setError, CLOSURE_FIELDS, {
    saved: closure ? 'Fechamento atualizado' : 'Fechamento criado',
    failed: 'Não foi possível salvar o fechamento',
  });
  if (saved)
    return (
      <SavedDiaryEntry affected={saved.affected}>
        Salvo. Nenhum agendamento coincide com {dayRange(saved.startsOn, saved.endsOn)}.
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
          label="Motivo mostrado às clientes (em inglês)"
          required
          maxLength={120}
          placeholder="Closed for Christmas"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="mt-2 text-xs text-taupe">
          O site é em inglês: as clientes leem este texto ao escolher a data.
        </p>
      </div>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden />} Salvar
        </Button>
      </div>
    </form>
  );
}
