import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';

/**
 * One page of a paginated list (decision 013): the rows at the query's page and the total the
 * filter matches, read together. `rows` orders them; a page beyond the end is empty, with the
 * true total.
 */
export async function readPage<Row, Item>(
  query: PaginationQuery,
  total: PromiseLike<{ total: number }[]>,
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [[counted], found] = await Promise.all([
    total,
    rows(query.pageSize, (query.page - 1) * query.pageSize),
  ]);
  return {
    items: found.map(toItem),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
