import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AdminClientSummary } from '@shared/schemas/clients';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { PanelHeader } from '@client/components/admin/panel-header';
import { SearchField } from '@client/components/admin/search-field';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useSettled } from '@client/lib/use-settled';
import { CLIENTS_PAGE_SIZE, clientsQuery } from './api/clients-admin-api';
import { AccountBadge, CountsLine } from './client-labels';

const LOAD_ERROR = 'Não foi possível carregar os clientes';

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
  const id = useId();
  const [typed, setTyped] = useState(search);
  const settled = useSettled(typed.trim());
  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled, search, onSearch]);
  const list = usePagedQuery((page) => clientsQuery(search, page), CLIENTS_PAGE_SIZE, LOAD_ERROR);
  const total = list.query.data?.total;

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelHeader
        id={`${id}-title`}
        title="Clientes"
        lead={
          <span aria-live="polite">
            {total === undefined
              ? 'Carregando...'
              : `${total} ${total === 1 ? 'cliente' : 'clientes'}${search ? (total === 1 ? ' encontrado' : ' encontrados') : ''}`}
          </span>
        }
      />
      <SearchField
        label="Buscar por nome, e-mail ou telefone"
        placeholder="Buscar por nome, e-mail ou telefone"
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
          empty={search ? 'Nenhum cliente encontrado para esta busca.' : 'Nenhum cliente ainda.'}
          noun={['cliente', 'clientes']}
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
        <span className="tabular-nums">{client.phone || 'Sem telefone'}</span>
        <span className="truncate">{client.email || 'Sem email'}</span>
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
