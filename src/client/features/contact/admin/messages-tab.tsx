import type { MessageFilter } from '@shared/schemas/admin-messages';
import { FilteredListTab } from '@client/components/admin/filtered-list-tab';
import { MESSAGES_PAGE_SIZE, messagesQuery } from './api/messages-admin-api';
import { MessageCard } from './message-card';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
  { value: 'responded', label: 'Respondidas' },
] as const satisfies readonly { value: MessageFilter; label: string }[];

/** Contact messages, newest first, with the spec's filters. */
export function MessagesTab() {
  return (
    <FilteredListTab
      id="messages-title"
      title="Mensagens"
      lead="Mensagens enviadas pelo formulário de contato do site."
      filterLabel="Filtrar mensagens"
      filters={FILTERS}
      initialFilter="all"
      query={messagesQuery}
      pageSize={MESSAGES_PAGE_SIZE}
      loadError="Não foi possível carregar as mensagens"
      empty="Nenhuma mensagem encontrada."
      noun={['mensagem', 'mensagens']}
    >
      {(items) => (
        <div className="grid gap-5">
          {items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </div>
      )}
    </FilteredListTab>
  );
}
