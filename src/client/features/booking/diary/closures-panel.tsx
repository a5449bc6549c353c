import { CalendarOff, Save } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminClosure } from '@shared/schemas/admin-diary';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { closuresQuery, useDeleteClosure, useSaveClosure } from './api/diary-admin-api';
import { DiaryEntriesPanel, SavedDiaryEntry } from './diary-entries-panel';
import { dayRange } from './diary-entry-when';

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

function ClosureForm({ closure }: { closure: AdminClosure | null }) {
  const id = useId();
  const [values, setValues] = useState({
    startsOn: closure?.startsOn ?? '',
    endsOn: closure?.endsOn ?? '',
    reason: closure?.reason ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<AdminClosure | null>(null);
  const save = useSaveClosure({
    onSuccess: (answer) => {
      setSaved(answer.item);
      toast.success(closure ? 'Fechamento atualizado' : 'Fechamento criado');
    },
    onError: (error) => {
      setErrors(error instanceof ApiRequestError && error.fields ? error.fields : {});
      toast.error('Não foi possível salvar o fechamento', {
        description: requestErrorMessage(error),
      });
    },
  });
  if (saved)
    return (
      <SavedDiaryEntry affected={saved.affected}>
        Salvo. Nenhum agendamento coincide com {dayRange(saved.startsOn, saved.endsOn)}.
      </SavedDiaryEntry>
    );
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setErrors((e) => ({ ...e, [field]: '' }));
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };
  return (
    <form
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          id: closure?.id,
          values: { ...values, endsOn: values.endsOn || values.startsOn },
        });
      }}
    >
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
      <div className="sm:col-span-2">
        <TextField
          id={`${id}-reason`}
          label="Motivo mostrado às clientes (em inglês)"
          required
          maxLength={120}
          placeholder="Closed for Christmas"
          value={values.reason}
          onChange={set('reason')}
          error={errors.reason}
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
