import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ProductInput,
  ProductStatusFilter,
  StockMovementInput,
} from '@shared/schemas/till-products';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

export const PRODUCTS_PAGE_SIZE = 20;

/** The products' answers: every list, the reorder list and the warnings refresh together. */
export const tillProductKeys = {
  all: ['till', 'products'] as const,
  list: (filter: { q: string; status: ProductStatusFilter }, page: number) =>
    ['till', 'products', 'list', filter, page] as const,
  reorder: ['till', 'products', 'reorder'] as const,
  warnings: ['till', 'products', 'warnings'] as const,
  movements: (id: string) => ['till', 'products', 'movements', id] as const,
};

const products = () => api.admin.till.products;

export const productsQuery = (filter: { q: string; status: ProductStatusFilter }, page: number) =>
  queryOptions({
    queryKey: tillProductKeys.list(filter, page),
    queryFn: async () =>
      unwrap(
        await products().$get({
          query: { q: filter.q, status: filter.status, ...pageQuery(page, PRODUCTS_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** 'Repor': what is at or below its threshold. */
export const reorderQuery = queryOptions({
  queryKey: tillProductKeys.reorder,
  queryFn: async () => unwrap(await products().reorder.$get()),
});

export const stockWarningsQuery = queryOptions({
  queryKey: tillProductKeys.warnings,
  queryFn: async () => unwrap(await products()['stock-warnings'].$get()),
});

export const movementsQuery = (id: string) =>
  queryOptions({
    queryKey: tillProductKeys.movements(id),
    queryFn: async () =>
      unwrap(
        await products()[':id'].movements.$get({
          param: { id },
          query: { page: '1', pageSize: '10' },
        }),
      ),
  });

// Every product answer and the back office's log (each change is audited).
const refreshProducts = [tillProductKeys.all, adminKeys.all];

async function saveProduct(input: { id?: string; values: ProductInput }) {
  return input.id
    ? unwrap(await products()[':id'].$put({ param: { id: input.id }, json: input.values }))
    : unwrap(await products().$post({ json: input.values }));
}

async function recordStock(input: { id: string; values: StockMovementInput }) {
  return unwrap(
    await products()[':id'].movements.$post({ param: { id: input.id }, json: input.values }),
  );
}

export const useSaveProduct = (callbacks?: CallbacksFor<typeof saveProduct>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveProduct, refresh: refreshProducts });

export const useRecordStock = (callbacks?: CallbacksFor<typeof recordStock>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: recordStock, refresh: refreshProducts });
