import { Download } from 'lucide-react';
import { formatAdminDateTime, formatInstant } from '@shared/salon-dates';
import type { SubscriberFilter } from '@shared/schemas/admin-newsletter';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { FilteredListTab } from '@client/components/admin/filtered-list-tab';
import {
  SUBSCRIBERS_PAGE_SIZE,
  subscribersCsvUrl,
  subscribersQuery,
  useExportRecorded,
} from './api/subscribers-admin-api';

const FILTERS = [
  { value: 'active', label: 'Confirmados' },
  { value: 'pending', label: 'Aguardando confirmação' },
  { value: 'unsubscribed', label: 'Cancelados' },
  { value: 'all', label: 'Todos' },
] as const satisfies readonly { value: SubscriberFilter; label: string }[];

/** Newsletter subscribers, newest first, and the CSV export of the filter shown. */
export function NewsletterTab() {
  const exportRecorded = useExportRecorded();
  return (
    <FilteredListTab
      id="newsletter-title"
      title="Newsletter"
      lead="Quem se inscreveu pelo site. Só recebe novidades quem confirmou pelo link do e-mail."
      filterLabel="Filtrar inscritos"
      filters={FILTERS}
      initialFilter="active"
      query={subscribersQuery}
      pageSize={SUBSCRIBERS_PAGE_SIZE}
      loadError="Não foi possível carregar os inscritos"
      empty="Nenhum inscrito encontrado."
      noun={['inscrito', 'inscritos']}
      skeletonRows={2}
      actions={(status) => (
        <a
          href={subscribersCsvUrl(status)}
          download
          onClick={exportRecorded}
          className={buttonVariants({ size: 'sm' })}
        >
          <Download aria-hidden />
          Exportar CSV
        </a>
      )}
    >
      {(items) => (
        <ul className={cn(card(), 'divide-y divide-ink/10 overflow-hidden')}>
          {items.map((subscriber) => (
            <li
              key={subscriber.id}
              className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6"
            >
              <p className="min-w-0 flex-1 font-medium break-all">{subscriber.email}</p>
              <p className="text-sm text-taupe">
                Inscrição em{' '}
                <time dateTime={subscriber.subscribedAt}>
                  {formatAdminDateTime(subscriber.subscribedAt)}
                </time>
              </p>
              {subscriber.unsubscribedAt ? (
                <Badge tone="outline" className="self-start sm:self-auto">
                  Cancelada em {formatInstant(subscriber.unsubscribedAt, 'date')}
                </Badge>
              ) : subscriber.confirmedAt ? (
                <Badge tone="soft" className="self-start sm:self-auto">
                  Confirmado
                </Badge>
              ) : (
                <Badge tone="blush" className="self-start sm:self-auto">
                  Aguardando confirmação
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </FilteredListTab>
  );
}
