import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageFilter } from '@shared/schemas/admin-messages';
import { MESSAGES_PAGE_SIZE, messagesQuery } from '../api/messages-query';
import { PanelHeader } from './admin-panel';
import { FilterPills } from './filter-pills';
import { ListEmpty, ListError, ListSkeleton, useLoadErrorToast } from './list-states';
import { MessageCard } from './message-card';
import { PaginationBar, useClampedPage } from './pagination-bar';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
  { value: 'responded', label: 'Respondidas' },
] as const satisfies readonly { value: MessageFilter; label: string }[];

/** Contact messages, newest first, with the spec's filters. */
export function MessagesTab() {
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(messagesQuery(filter, page));
  useLoadErrorToast(query.isError, 'Não foi possível carregar as mensagens');
  useClampedPage(page, setPage, query.data, MESSAGES_PAGE_SIZE);

  return (
    <section aria-labelledby="messages-title">
      <PanelHeader
        id="messages-title"
        title="Mensagens"
        lead="Mensagens enviadas pelo formulário de contato do site."
      >
        <FilterPills
          label="Filtrar mensagens"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      </PanelHeader>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ListError
          message="Não foi possível carregar as mensagens"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <ListEmpty>Nenhuma mensagem encontrada.</ListEmpty>
      ) : (
        <>
          <div className="grid gap-5">
            {query.data.items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </div>
          <PaginationBar
            page={page}
            pageSize={MESSAGES_PAGE_SIZE}
            total={query.data.total}
            noun={['mensagem', 'mensagens']}
            onPageChange={setPage}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
