import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminClientSummary } from '@shared/schemas/clients';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { PanelHeader } from '@client/components/admin/panel-header';
import { SearchField } from '@client/components/admin/search-field';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useSettled } from '@client/lib/use-settled';
import { CLIENTS_PAGE_SIZE, clientsQuery } from './api/clients-admin-api';
import { AccountBadge, CountsLine } from './client-labels';

/** The client list: a search that settles into the URL, then one page of clients. */
export function ClientList({
  search,
  onSearch,
  onOpen,
}: {
  search: string;
  onSearch: (value: string) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(search);
  const settled = useSettled(typed.trim());
  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled, search, onSearch]);
  const list = usePagedQuery(
    (page) => clientsQuery(search, page),
    CLIENTS_PAGE_SIZE,
    t('clients.loadFailed'),
  );
  const total = list.query.data?.total;

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelHeader
        id={`${id}-title`}
        title={t('clients.title')}
        lead={
          <span aria-live="polite">
            {total === undefined
              ? t('clients.loading')
              : t(search ? 'clients.found' : 'clients.total', { count: total })}
          </span>
        }
      />
      <SearchField
        label={t('clients.search')}
        placeholder={t('clients.search')}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          list.setPage(1);
        }}
        className="max-w-xl"
      />
      <div className="mt-6">
        <PagedList
          {...list}
          empty={search ? t('clients.noneFound') : t('clients.none')}
          noun={[t('clients.noun_one'), t('clients.noun_other')]}
          skeletonRows={4}
        >
          {(items) => (
            <ul
              className={cn(
                card(),
                'divide-y divide-ink/10 overflow-hidden',
                list.query.isPlaceholderData && 'opacity-60 transition-opacity',
              )}
            >
              {items.map((client) => (
                <li key={client.id}>
                  <ClientRow client={client} onOpen={() => onOpen(client.id)} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </section>
  );
}

/** One client; on wide screens fixed columns keep phones, e-mails and counts aligned row to row. */
function ClientRow({ client, onOpen }: { client: AdminClientSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group grid w-full gap-2 px-5 py-4 text-left transition-colors hover:bg-sand/40 focus-visible:bg-sand/40 focus-visible:outline-none sm:px-6 lg:grid-cols-[minmax(0,1fr)_9.5rem_minmax(0,1fr)_21.5rem] lg:items-center lg:gap-6"
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <span className="truncate font-medium text-ink">{client.name}</span>
        {client.hasAccount && <AccountBadge />}
      </span>
      <span className="flex min-w-0 flex-wrap gap-x-4 text-sm text-ink-soft lg:contents">
        <span className="tabular-nums">{client.phone || t('clients.noPhone')}</span>
        <span className="truncate">{client.email || t('clients.noEmail')}</span>
      </span>
      <span className="flex items-center justify-between gap-4 lg:justify-end">
        <CountsLine counts={client.counts} />
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 text-taupe transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </button>
  );
}
