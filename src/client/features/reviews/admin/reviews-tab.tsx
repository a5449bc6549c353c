import { useTranslation } from 'react-i18next';
import type { ReviewFilter } from '@shared/schemas/admin-reviews';
import { FilteredListTab } from '@client/components/admin/filtered-list-tab';
import { REVIEWS_PAGE_SIZE, reviewsQuery } from './api/reviews-admin-api';
import { ReviewCard } from './review-card';

const FILTERS: readonly ReviewFilter[] = ['pending', 'approved', 'all'];

/** Review moderation: pending first (the default filter), newest first. */
export function ReviewsTab() {
  const { t } = useTranslation();
  return (
    <FilteredListTab
      id="reviews-title"
      title={t('reviews.title')}
      lead={t('reviews.lead')}
      filterLabel={t('reviews.filter')}
      filters={FILTERS.map((value) => ({ value, label: t(`reviews.filters.${value}`) }))}
      initialFilter="pending"
      query={reviewsQuery}
      pageSize={REVIEWS_PAGE_SIZE}
      loadError={t('reviews.loadFailed')}
      empty={t('reviews.none')}
      noun={[t('reviews.noun_one'), t('reviews.noun_other')]}
    >
      {(items) => (
        <div className="grid gap-5 lg:grid-cols-2">
          {items.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
    </FilteredListTab>
  );
}
