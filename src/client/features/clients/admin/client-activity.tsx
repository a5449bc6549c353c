import { Check, MailOpen, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatGbp } from '@shared/money';
import { formatAdminDateTime, formatInstant } from '@shared/salon-dates';
import type { ClientRecordMessage, ClientRecordPurchase } from '@shared/schemas/clients';
import { RecordEmpty, RecordSection } from './record-section';

/** The courses the client bought, with their account or their e-mail. */
export function ClientPurchases({
  id,
  purchases,
}: {
  id: string;
  purchases: ClientRecordPurchase[];
}) {
  const { t } = useTranslation();
  return (
    <RecordSection id={id} title={t('clients.courses')} aside={purchases.length || undefined}>
      {purchases.length === 0 ? (
        <RecordEmpty>{t('clients.noCourses')}</RecordEmpty>
      ) : (
        <ul className="divide-y divide-ink/10">
          {purchases.map((p) => (
            <li
              key={p.id}
              className="flex items-baseline justify-between gap-4 px-5 py-3.5 sm:px-6"
            >
              <span className="min-w-0">
                <span className="block truncate text-ink">{p.courseName}</span>
                <span className="block text-sm text-taupe tabular-nums">
                  {formatInstant(p.purchaseDate, 'date')}
                </span>
              </span>
              <span className="text-sm text-ink-soft tabular-nums">{formatGbp(p.amountPence)}</span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

/** Messages sent through the contact form with the client's e-mail, and whether they were answered. */
export function ClientMessages({ id, messages }: { id: string; messages: ClientRecordMessage[] }) {
  const { t } = useTranslation();
  return (
    <RecordSection id={id} title={t('clients.messages')} aside={messages.length || undefined}>
      {messages.length === 0 ? (
        <RecordEmpty>{t('clients.noMessages')}</RecordEmpty>
      ) : (
        <ul className="divide-y divide-ink/10">
          {messages.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-4 px-5 py-3.5 sm:px-6">
              <span className="min-w-0">
                <span className="block truncate text-ink">{m.subject}</span>
                <span className="block text-sm text-taupe tabular-nums">
                  {formatAdminDateTime(m.createdAt)}
                </span>
              </span>
              <MessageState message={m} />
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

function MessageState({ message }: { message: ClientRecordMessage }) {
  const { t } = useTranslation();
  const [icon, label] = message.answered
    ? [<Check key="i" aria-hidden className="size-3.5" />, t('clients.messageAnswered')]
    : message.isRead
      ? [<MailOpen key="i" aria-hidden className="size-3.5" />, t('clients.messageRead')]
      : [<Mail key="i" aria-hidden className="size-3.5" />, t('clients.messageUnread')];
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 text-xs text-ink-soft">
      {icon}
      {label}
    </span>
  );
}
