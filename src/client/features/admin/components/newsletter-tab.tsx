import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatAdminDateTime } from '@shared/admin-dates';
import type { SubscriberFilter } from '@shared/schemas/admin-newsletter';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { adminKeys } from '../api/admin-query-keys';
import {
  SUBSCRIBERS_PAGE_SIZE,
  subscribersCsvUrl,
  subscribersQuery,
} from '../api/subscribers-query';
import { PanelHeader } from './admin-panel';
import { FilterPills } from './filter-pills';
import { ListEmpty, ListError, ListSkeleton, useLoadErrorToast } from './list-states';
import { PaginationBar, useClampedPage } from './pagination-bar';

const FILTERS = [
  { value: 'active', label: 'Inscritos' },
  { value: 'unsubscribed', label: 'Cancelados' },
  { value: 'all', label: 'Todos' },
] as const satisfies readonly { value: SubscriberFilter; label: string }[];

/** Newsletter subscribers, newest first, and the CSV export of the filter shown. */
export function NewsletterTab() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SubscriberFilter>('active');
  const [page, setPage] = useState(1);
  const query = useQuery(subscribersQuery(status, page));
  useLoadErrorToast(query.isError, 'Não foi possível carregar os inscritos');
  useClampedPage(page, setPage, query.data, SUBSCRIBERS_PAGE_SIZE);

  return (
    <section aria-labelledby="newsletter-title">
      <PanelHeader
        id="newsletter-title"
        title="Newsletter"
        lead="Quem se inscreveu pelo site para receber novidades."
      >
        <FilterPills
          label="Filtrar inscritos"
          options={FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <a
          href={subscribersCsvUrl(status)}
          download
          // The export is recorded in the audit log: show it there on the next visit.
          onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.audit })}
          className={buttonVariants({ size: 'sm' })}
        >
          <Download aria-hidden />
          Exportar CSV
        </a>
      </PanelHeader>
      {query.isPending ? (
        <ListSkeleton rows={2} />
      ) : query.isError ? (
        <ListError
          message="Não foi possível carregar os inscritos"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <ListEmpty>Nenhum inscrito encontrado.</ListEmpty>
      ) : (
        <>
          <ul className="divide-y divide-ink/10 overflow-hidden rounded-3xl border border-ink/10 bg-white/80">
            {query.data.items.map((subscriber) => (
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
                    Cancelada em {formatAdminDateTime(subscriber.unsubscribedAt).slice(0, 10)}
                  </Badge>
                ) : (
                  <Badge tone="soft" className="self-start sm:self-auto">
                    Ativa
                  </Badge>
                )}
              </li>
            ))}
          </ul>
          <PaginationBar
            page={page}
            pageSize={SUBSCRIBERS_PAGE_SIZE}
            total={query.data.total}
            noun={['inscrito', 'inscritos']}
            onPageChange={setPage}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
