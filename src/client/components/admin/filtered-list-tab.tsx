import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PanelHeader } from './panel-header';
import { FilterPills } from './filter-pills';
import { type ListPage, PagedList, usePagedQuery } from './paged-list';

interface FilteredListTabProps<Filter extends string, Data extends ListPage, Key extends QueryKey> {
  id: string;
  title: string;
  lead: string;
  filterLabel: string;
  filters: readonly { value: Filter; label: string }[];
  initialFilter: Filter;
  query: (filter: Filter, page: number) => UseQueryOptions<Data, Error, Data, Key>;
  pageSize: number;
  loadError: string;
  empty: string;
  noun: [singular: string, plural: string];
  skeletonRows?: number;
  /** Controls beside the filter that act on what it shows (an export, say). */
  actions?: (filter: Filter) => ReactNode;
  children: (items: Data['items']) => ReactNode;
}

/** A back-office tab listing one kind of record a page at a time under filter pills. */
export function FilteredListTab<
  Filter extends string,
  Data extends ListPage,
  Key extends QueryKey,
>({
  id,
  title,
  lead,
  filterLabel,
  filters,
  initialFilter,
  query: queryFor,
  pageSize,
  loadError,
  empty,
  noun,
  skeletonRows,
  actions,
  children,
}: FilteredListTabProps<Filter, Data, Key>) {
  const [filter, setFilter] = useState(initialFilter);
  const list = usePagedQuery((page) => queryFor(filter, page), pageSize, loadError);

  return (
    <section aria-labelledby={id}>
      <PanelHeader id={id} title={title} lead={lead}>
        <FilterPills
          label={filterLabel}
          options={filters}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            list.setPage(1);
          }}
        />
        {actions?.(filter)}
      </PanelHeader>
      <PagedList {...list} empty={empty} noun={noun} skeletonRows={skeletonRows}>
        {children}
      </PagedList>
    </section>
  );
}
