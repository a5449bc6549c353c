import type { ReviewFilter } from '@shared/schemas/admin-reviews';
import { FilteredListTab } from '@client/components/admin/filtered-list-tab';
import { REVIEWS_PAGE_SIZE, reviewsQuery } from './api/reviews-admin-api';
import { ReviewCard } from './review-card';

const FILTERS = [
  { value: 'pending', label: 'Pendentes' },
  { value: 'approved', label: 'Aprovados' },
  { value: 'all', label: 'Todos' },
] as const satisfies readonly { value: ReviewFilter; label: string }[];

/** Review moderation: pending first (the default filter), newest first. */
export function ReviewsTab() {
  return (
    <FilteredListTab
      id="reviews-title"
      title="Reviews"
      lead="Só os reviews aprovados aparecem no site."
      filterLabel="Filtrar reviews"
      filters={FILTERS}
      initialFilter="pending"
      query={reviewsQuery}
      pageSize={REVIEWS_PAGE_SIZE}
      loadError="Não foi possível carregar os reviews"
      empty="Nenhum review encontrado."
      noun={['review', 'reviews']}
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
