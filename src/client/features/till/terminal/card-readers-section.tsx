import { CreditCard, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CardReader } from '@shared/till-terminal';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { ListEmpty, ListError, ListSkeleton } from '@client/components/admin/list-states';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-alert';
import { TextField } from '@client/components/ui/form-field';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { cardReadersQuery, useRegisterReader, useRemoveReader } from './api/terminal-api';

/**
 * 'Leitores de cartão' in Definições: the salon's Stripe Terminal readers, registered with the
 * code the reader shows and a name, and removed. Without Stripe, the simulated reader is listed.
 */
export function CardReadersSection() {
  const { t } = useTranslation();
  const readers = useQuery(cardReadersQuery);
  const [removing, setRemoving] = useState<CardReader | null>(null);
  const remove = useRemoveReader({
    onSuccess: () => {
      toast.success(t('tillTerminal.readers.removed'));
      setRemoving(null);
    },
    onError: (error) =>
      toast.error(t('tillTerminal.readers.removeFailed'), {
        description: requestErrorMessage(error),
      }),
  });

  return (
    <section aria-labelledby="card-readers-title" className={cn(card(), 'mt-6 min-w-0 p-5 sm:p-7')}>
      <h2 id="card-readers-title" className="flex items-center gap-2 font-display text-2xl">
        <CreditCard aria-hidden className="size-5 text-gold-deep" />
        {t('tillTerminal.readers.title')}
      </h2>
      <p className="pt-1 text-sm text-taupe">{t('tillTerminal.readers.lead')}</p>
      {readers.data?.simulated && (
        <p className="mt-3 rounded-2xl bg-sand/60 px-4 py-3 text-sm text-ink">
          {t('tillTerminal.readers.simulated')}
        </p>
      )}
      <div className="pt-5">
        {readers.data ? (
          readers.data.readers.length === 0 ? (
            <ListEmpty>{t('tillTerminal.readers.none')}</ListEmpty>
          ) : (
            <ul className="divide-y divide-ink/10 rounded-2xl border border-ink/10">
              {readers.data.readers.map((reader) => (
                <li
                  key={reader.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{reader.label}</p>
                    <p className="truncate text-xs text-taupe">
                      {reader.stripeReaderId}
                      {reader.deviceType ? ` · ${reader.deviceType}` : ''}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setRemoving(reader)}
                    aria-label={`${t('tillTerminal.readers.remove')} ${reader.label}`}
                  >
                    <Trash2 aria-hidden />
                    {t('tillTerminal.readers.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : readers.isError ? (
          <ListError
            message={t('tillTerminal.readers.loadFailed')}
            onRetry={() => void readers.refetch()}
            retrying={readers.isFetching}
          />
        ) : (
          <ListSkeleton rows={2} />
        )}
      </div>
      <RegisterReaderForm />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('tillTerminal.readers.removeTitle')}
        description={t('tillTerminal.readers.removeDescription', { label: removing?.label ?? '' })}
        confirmLabel={t('tillTerminal.readers.remove')}
        onConfirm={() => removing && remove.mutate(removing.id)}
        busy={remove.isPending}
      />
    </section>
  );
}

function RegisterReaderForm() {
  const { t } = useTranslation();
  const [registrationCode, setCode] = useState('');
  const [label, setLabel] = useState('');
  const register = useRegisterReader({
    onSuccess: () => {
      toast.success(t('tillTerminal.readers.registered'));
      setCode('');
      setLabel('');
    },
  });
  const fields = register.error instanceof ApiRequestError ? register.error.fields : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ registrationCode, label });
  };
  return (
    <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField
        id="reader-code"
        label={t('tillTerminal.readers.code')}
        placeholder={t('tillTerminal.readers.codePlaceholder')}
        value={registrationCode}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        required
        error={fields?.registrationCode}
      />
      <TextField
        id="reader-label"
        label={t('tillTerminal.readers.label')}
        placeholder={t('tillTerminal.readers.labelPlaceholder')}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        maxLength={60}
        required
        error={fields?.label}
      />
      <Button type="submit" disabled={register.isPending} className="sm:mb-0.5">
        {t('tillTerminal.readers.register')}
      </Button>
      {register.isError && !fields && (
        <FormAlert className="sm:col-span-3">
          {requestErrorMessage(register.error, t('tillTerminal.readers.failed'))}
        </FormAlert>
      )}
    </form>
  );
}
