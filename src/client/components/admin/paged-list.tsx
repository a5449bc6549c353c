import {
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ListEmpty, ListError, ListSkeleton, useLoadErrorToast } from './list-states';
import { PaginationBar, useClampedPage } from './pagination-bar';

export interface ListPage {
  items: unknown[];
  total: number;
}

/**
 * One page of a back-office list and the page number, with the load-failure toast. A page emptied
 * by moderation or deletion falls back to the last page that still has rows.
 */
export function usePagedQuery<Data extends ListPage, Key extends QueryKey>(
  options: (page: number) => UseQueryOptions<Data, Error, Data, Key>,
  pageSize: number,
  loadError: string,
) {
  const [page, setPage] = useState(1);
  const query = useQuery(options(page));
  useLoadErrorToast(query.isError, loadError);
  useClampedPage(page, setPage, query.data, pageSize);
  return { query, page, setPage };
}

/** A list's states in order: skeleton, error with a retry, empty, then the rows and pagination. */
export function PagedList<Data extends ListPage>({
  query,
  page,
  onPageChange,
  pageSize,
  loadError,
  empty,
  noun,
  skeletonRows,
  children,
}: {
  query: UseQueryResult<Data>;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  loadError: string;
  empty: string;
  noun: [singular: string, plural: string];
  skeletonRows?: number;
  children: (items: Data['items']) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError) {
    return (
      <ListError
        message={loadError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) return <ListEmpty>{empty}</ListEmpty>;
  return (
    <>
      {children(query.data.items)}
      <PaginationBar
        page={page}
        pageSize={pageSize}
        total={query.data.total}
        noun={noun}
        onPageChange={onPageChange}
        busy={query.isPlaceholderData}
      />
    </>
  );
}
