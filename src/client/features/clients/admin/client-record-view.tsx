import { CheckoutButton } from '@client/components/admin/checkout-launcher';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Cake, Mail, PencilLine, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatInstant } from '@shared/salon-dates';
import type { AdminClientRecord } from '@shared/schemas/clients';
import { ListError, useLoadErrorToast } from '@client/components/admin/list-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiRequestError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { clientRecordQuery } from './api/clients-admin-api';
import { ClientMessages, ClientPurchases } from './client-activity';
import { ClientAppointmentNotes } from './client-appointment-notes';
import { ClientAppointments } from './client-appointments';
import { ClientEditDialog } from './client-edit-dialog';
import { AccountBadge, COUNT_KEYS } from './client-labels';
import { ClientNotes } from './client-notes';
import { ClientPrivacyActions } from './client-privacy-actions';
import { ClientClinicalSection } from '@client/features/clinical/client-clinical-section';
import { clientsKeys } from '../api/clients-keys';

/** One client's record, opened from the list; `onBack` returns to it ('Voltar à lista'). */
export function ClientRecordView({ clientId, onBack }: { clientId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const record = useQuery(clientRecordQuery(clientId));
  const missing = record.error instanceof ApiRequestError && record.error.status === 404;
  useLoadErrorToast(record.isError && !missing, t('clients.recordLoadFailed'));

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <Button variant="link" className="h-auto justify-self-start px-0" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t('clients.backToList')}
      </Button>
      {record.isPending ? (
        <Skeleton role="status" aria-label={t('adminUi.loading')} className="grid gap-6">
          <div className="h-44 rounded-3xl bg-sand/60" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {COUNT_KEYS.map((key) => (
              <div key={key} className="h-24 rounded-3xl bg-sand/50" />
            ))}
          </div>
        </Skeleton>
      ) : missing ? (
        <div className={cn(card(), 'px-6 py-12 text-center')} role="alert">
          <p className="font-display text-2xl">{t('clients.notFound')}</p>
          <p className="mt-2 text-taupe">{t('clients.notFoundDetail')}</p>
        </div>
      ) : record.isError ? (
        <ListError
          message={t('clients.recordLoadFailed')}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      ) : (
        <RecordBody record={record.data} onErased={onBack} />
      )}
    </div>
  );
}

function RecordBody({ record, onErased }: { record: AdminClientRecord; onErased: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { client } = record;

  return (
    <>
      <header className={cn(card({ depth: 'floating' }), 'p-6 sm:p-8')}>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
              {t('clients.record')}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <h2 className="text-3xl break-words sm:text-4xl">{client.name}</h2>
              {client.hasAccount ? (
                <AccountBadge />
              ) : (
                <Badge tone="soft" className="px-2.5 py-0.5">
                  {t('clients.deskClient')}
                </Badge>
              )}
            </div>
            <p className="mt-2 text-sm text-taupe">
              {t('clients.since', { date: formatInstant(client.since, 'date') })}
              {client.dateOfBirth && (
                <span className="ml-3 inline-flex items-center gap-1.5">
                  <Cake aria-hidden className="size-3.5" />
                  {formatDay(client.dateOfBirth, 'date')}
                </span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 lg:justify-end">
            {client.phone && (
              <Button asChild variant="outline" size="sm">
                <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}>
                  <Phone aria-hidden />
                  {client.phone}
                </a>
              </Button>
            )}
            {client.email && (
              <Button asChild variant="outline" size="sm" className="max-w-full normal-case">
                <a href={`mailto:${client.email}`}>
                  <Mail aria-hidden />
                  <span className="truncate tracking-normal">{client.email}</span>
                </a>
              </Button>
            )}
            {!client.hasAccount && (
              <Button variant="primary" size="sm" onClick={() => setEditing(true)}>
                <PencilLine aria-hidden />
                {t('clients.edit')}
              </Button>
            )}
            {/* The till's 'Cobrar' (issue 34): a sale for this client with no appointment. */}
            <CheckoutButton target={{ clientId: client.id }} />
            <ClientPrivacyActions
              client={client}
              onErased={() => {
                void queryClient.invalidateQueries({ queryKey: clientsKeys.all });
                onErased();
              }}
            />
          </div>
        </div>
        {client.hasAccount && (
          <p className="mt-5 border-t border-ink/10 pt-4 text-sm text-taupe">
            {t('clients.accountHint')}
          </p>
        )}
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNT_KEYS.map((key) => (
          <div
            key={key}
            className={cn(
              card({ depth: 'raised' }),
              'flex min-w-0 flex-col justify-between p-4 sm:p-6',
              key === 'noShow' && record.counts.noShow > 0 && 'border-violet-200 bg-violet-50/60',
            )}
          >
            <dt className="text-xs leading-snug font-medium tracking-[0.16em] text-taupe uppercase">
              {t(`clients.countTitles.${key}`)}
            </dt>
            <dd className="mt-3 font-display text-3xl leading-none font-semibold text-ink tabular-nums sm:text-4xl">
              {record.counts[key]}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-8">
          <ClientAppointments
            id={`${id}-upcoming`}
            title={t('clients.upcoming')}
            appointments={record.upcoming}
            empty={t('clients.noUpcoming')}
          />
          <ClientAppointments
            id={`${id}-past`}
            title={t('clients.history')}
            appointments={record.past}
            empty={t('clients.noPast')}
          />
          <ClientClinicalSection clientId={client.id} />
        </div>
        <div className="grid min-w-0 content-start gap-8">
          <ClientNotes clientId={client.id} notes={record.notes} />
          <ClientAppointmentNotes
            id={`${id}-appointment-notes`}
            appointments={[...record.upcoming, ...record.past]}
          />
          <ClientPurchases id={`${id}-courses`} purchases={record.purchases} />
          <ClientMessages id={`${id}-messages`} messages={record.messages} />
        </div>
      </div>

      {!client.hasAccount && (
        <ClientEditDialog client={client} open={editing} onOpenChange={setEditing} />
      )}
    </>
  );
}
