import {
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ListStates, useLoadErrorToast } from './list-states';
import { PaginationBar, useClampedPage } from './pagination-bar';

export interface ListPage {
  items: unknown[];
  total: number;
}

/**
 * One page of a back-office list and the page number, with the load-failure toast. A page emptied
 * by moderation or deletion falls back to the last page that still has rows. What it answers
 * spreads into PagedList's props.
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
  return { query, page, setPage, onPageChange: setPage, pageSize, loadError };
}

/** A page of a list in its states (see ListStates), then the pagination. */
export function PagedList<Data extends ListPage>({
  query,
  page,
  onPageChange,
  pageSize,
  loadError,
  empty,
  noun,
  skeletonRows,
  onRetry,
  children,
}: {
  query: UseQueryResult<Data>;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  loadError: string;
  empty: string;
  /** What the pagination counts; without it, the list says its total elsewhere. */
  noun?: [singular: string, plural: string];
  skeletonRows?: number;
  onRetry?: () => void;
  children: (items: Data['items']) => ReactNode;
}) {
  return (
    <ListStates
      query={query}
      items={(data) => data.items as Data['items']}
      loadError={loadError}
      empty={empty}
      skeletonRows={skeletonRows}
      onRetry={onRetry}
    >
      {(items, data) => (
        <>
          {children(items)}
          <PaginationBar
            page={page}
            pageSize={pageSize}
            total={data.total}
            noun={noun}
            onPageChange={onPageChange}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </ListStates>
  );
}
