import { PanelHeader } from '@client/components/admin/panel-header';
import { CalendarOff, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDay } from '@shared/salon-dates';
import type { AdminClosure, DiaryListWhen } from '@shared/schemas/admin-diary';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { FilterPills } from '@client/components/admin/filter-pills';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { AffectedBookings } from '../moves/affected-bookings';
import {
  closuresQuery,
  DIARY_PAGE_SIZE,
  useDeleteClosure,
  useSaveClosure,
} from './api/diary-admin-api';

export const WHEN_FILTERS = [
  { value: 'upcoming', label: 'Próximos' },
  { value: 'past', label: 'Anteriores' },
] as const satisfies readonly { value: DiaryListWhen; label: string }[];

export const dayRange = (from: string, to: string) =>
  from === to ? formatDay(from, 'date') : `${formatDay(from, 'date')} – ${formatDay(to, 'date')}`;

/** The salon's closures: dates when nobody works, with the reason clients read. */
export function ClosuresPanel() {
  const id = useId();
  const [when, setWhen] = useState<DiaryListWhen>('upcoming');
  const list = usePagedQuery(
    closuresQuery(when),
    DIARY_PAGE_SIZE,
    'Não foi possível carregar os fechamentos',
  );
  const [editing, setEditing] = useState<AdminClosure | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<AdminClosure | null>(null);
  const remove = useDeleteClosure({
    onSuccess: () => {
      toast.success('Fechamento removido');
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
        title="Fechamentos do salão"
        lead="Dias em que ninguém atende; o motivo aparece para as clientes."
      >
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden /> Novo fechamento
        </Button>
      </PanelHeader>
      <FilterPills
        label="Período dos fechamentos"
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
          empty="Nenhum fechamento."
          noun={['fechamento', 'fechamentos']}
          skeletonRows={2}
        >
          {(items) => (
            <ul className="grid gap-3">
              {items.map((closure) => (
                <li
                  key={closure.id}
                  aria-label={`Fechamento ${dayRange(closure.startsOn, closure.endsOn)}`}
                  className={cn(card(), 'grid gap-3 p-4 sm:p-5')}
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="flex gap-3">
                      <CalendarOff aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />
                      <div>
                        <p className="font-medium tabular-nums">
                          {dayRange(closure.startsOn, closure.endsOn)}
                        </p>
                        <p className="text-sm text-taupe">“{closure.reason}”</p>
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setEditing(closure);
                          setFormOpen(true);
                        }}
                        aria-label={`Editar fechamento ${dayRange(closure.startsOn, closure.endsOn)}`}
                      >
                        <Pencil aria-hidden /> <span aria-hidden>Editar</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRemoving(closure)}
                        aria-label={`Remover fechamento ${dayRange(closure.startsOn, closure.endsOn)}`}
                      >
                        <Trash2 aria-hidden /> <span aria-hidden>Remover</span>
                      </Button>
                    </div>
                  </div>
                  <AffectedBookings appointments={closure.affected} compact />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <ClosureFormDialog closure={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover fechamento?"
        description={
          removing
            ? `O salão volta a aceitar agendamentos em ${dayRange(removing.startsOn, removing.endsOn)}.`
            : ''
        }
        confirmLabel="Remover"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </section>
  );
}

function ClosureFormDialog({
  closure,
  open,
  onOpenChange,
}: {
  closure: AdminClosure | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={closure?.id ?? 'new'}
      title={closure ? 'Editar fechamento' : 'Novo fechamento'}
      description="Vale na hora para novos agendamentos. Agendamentos já feitos não são cancelados."
    >
      {() => <ClosureForm closure={closure} />}
    </FormDialog>
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
    return saved.affected.length === 0 ? (
      <p role="status" className="text-ink-soft">
        Salvo. Nenhum agendamento coincide com {dayRange(saved.startsOn, saved.endsOn)}.
      </p>
    ) : (
      <AffectedBookings appointments={saved.affected} />
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
