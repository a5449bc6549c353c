import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

const FILTERS: readonly SubscriberFilter[] = ['active', 'pending', 'unsubscribed', 'all'];

/** Newsletter subscribers, newest first, and the CSV export of the filter shown. */
export function NewsletterTab() {
  const { t } = useTranslation();
  const exportRecorded = useExportRecorded();
  return (
    <FilteredListTab
      id="newsletter-title"
      title={t('newsletter.title')}
      lead={t('newsletter.lead')}
      filterLabel={t('newsletter.filter')}
      filters={FILTERS.map((value) => ({ value, label: t(`newsletter.filters.${value}`) }))}
      initialFilter="active"
      query={subscribersQuery}
      pageSize={SUBSCRIBERS_PAGE_SIZE}
      loadError={t('newsletter.loadFailed')}
      empty={t('newsletter.none')}
      noun={[t('newsletter.noun_one'), t('newsletter.noun_other')]}
      skeletonRows={2}
      actions={(status) => (
        <a
          href={subscribersCsvUrl(status)}
          download
          onClick={exportRecorded}
          className={buttonVariants({ size: 'sm' })}
        >
          <Download aria-hidden />
          {t('newsletter.export')}
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
                {t('newsletter.subscribedOn')}{' '}
                <time dateTime={subscriber.subscribedAt}>
                  {formatAdminDateTime(subscriber.subscribedAt)}
                </time>
              </p>
              {subscriber.unsubscribedAt ? (
                <Badge tone="outline" className="self-start sm:self-auto">
                  {t('newsletter.unsubscribedOn', {
                    date: formatInstant(subscriber.unsubscribedAt, 'date'),
                  })}
                </Badge>
              ) : subscriber.confirmedAt ? (
                <Badge tone="soft" className="self-start sm:self-auto">
                  {t('newsletter.confirmed')}
                </Badge>
              ) : (
                <Badge tone="blush" className="self-start sm:self-auto">
                  {t('newsletter.awaiting')}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </FilteredListTab>
  );
}
