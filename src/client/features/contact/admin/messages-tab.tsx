import { useTranslation } from 'react-i18next';
import type { MessageFilter } from '@shared/schemas/admin-messages';
import { FilteredListTab } from '@client/components/admin/filtered-list-tab';
import { MESSAGES_PAGE_SIZE, messagesQuery } from './api/messages-admin-api';
import { MessageCard } from './message-card';

const FILTERS: readonly MessageFilter[] = ['all', 'unread', 'responded'];

/** Contact messages, newest first, with the spec's filters. */
export function MessagesTab() {
  const { t } = useTranslation();
  return (
    <FilteredListTab
      id="messages-title"
      title={t('messages.title')}
      lead={t('messages.lead')}
      filterLabel={t('messages.filter')}
      filters={FILTERS.map((value) => ({ value, label: t(`messages.filters.${value}`) }))}
      initialFilter="all"
      query={messagesQuery}
      pageSize={MESSAGES_PAGE_SIZE}
      loadError={t('messages.loadFailed')}
      empty={t('messages.none')}
      noun={[t('messages.noun_one'), t('messages.noun_other')]}
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
