import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewFilter } from '@shared/schemas/admin-reviews';
import { REVIEWS_PAGE_SIZE, reviewsQuery } from '../api/reviews-query';
import { PanelHeader } from './admin-panel';
import { FilterPills } from './filter-pills';
import { ListEmpty, ListError, ListSkeleton, useLoadErrorToast } from './list-states';
import { PaginationBar, useClampedPage } from './pagination-bar';
import { ReviewCard } from './review-card';

const FILTERS = [
  { value: 'pending', label: 'Pendentes' },
  { value: 'approved', label: 'Aprovados' },
  { value: 'all', label: 'Todos' },
] as const satisfies readonly { value: ReviewFilter; label: string }[];

/** Review moderation: pending first (the default filter), newest first. */
export function ReviewsTab() {
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const [page, setPage] = useState(1);
  const query = useQuery(reviewsQuery(filter, page));
  useLoadErrorToast(query.isError, 'Não foi possível carregar os reviews');
  useClampedPage(page, setPage, query.data, REVIEWS_PAGE_SIZE);

  return (
    <section aria-labelledby="reviews-title">
      <PanelHeader
        id="reviews-title"
        title="Reviews"
        lead="Só os reviews aprovados aparecem no site."
      >
        <FilterPills
          label="Filtrar reviews"
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
          message="Não foi possível carregar os reviews"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <ListEmpty>Nenhum review encontrado.</ListEmpty>
      ) : (
        <>
          <div className="grid gap-5 lg:grid-cols-2">
            {query.data.items.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
          <PaginationBar
            page={page}
            pageSize={REVIEWS_PAGE_SIZE}
            total={query.data.total}
            noun={['review', 'reviews']}
            onPageChange={setPage}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
