import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddSaleLineInput,
  OpenSaleInput,
  SaleDiscountInput,
  SalePaymentInput,
  SaleRefundInput,
  TillProductHit,
  TillReceiptSalon,
  TillSale,
  TillSaleSummary,
} from '@shared/schemas/till-sales';
import { api, unwrap } from '@client/lib/api-client';
import { sendOnce } from '@client/lib/send-once';

export const tillSalesKeys = {
  all: ['till', 'sales'] as const,
  day: (date: string) => ['till', 'sales', 'day', date] as const,
  sale: (id: string) => ['till', 'sales', 'sale', id] as const,
  products: (q: string) => ['till', 'sales', 'products', q] as const,
};

type SaleAnswer = { sale: TillSale };

export const daySalesQuery = (date: string) =>
  queryOptions({
    queryKey: tillSalesKeys.day(date),
    queryFn: async () =>
      (await unwrap(await api.admin.till.sales.$get({ query: { date } }))) as {
        date: string;
        sales: TillSaleSummary[];
      },
  });

export const useDaySales = (date: string) => useQuery(daySalesQuery(date));

export const useSaleReceipt = (id: string | null) =>
  useQuery({
    queryKey: [...tillSalesKeys.sale(id ?? ''), 'receipt'],
    enabled: id !== null,
    queryFn: async () =>
      (await unwrap(
        await api.admin.till.sales[':id'].receipt.$get({ param: { id: id! } }),
      )) as SaleAnswer & { salon: TillReceiptSalon },
  });

export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: tillSalesKeys.products(q),
    enabled: q.trim().length >= 2,
    queryFn: async () =>
      (
        (await unwrap(await api.admin.till.sales.products.$get({ query: { q } }))) as {
          products: TillProductHit[];
        }
      ).products,
  });

/** Every change of a sale answers with the sale: the dialog shows it and the day's list refreshes. */
function useSaleChange<V, A extends SaleAnswer>(send: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(tillSalesKeys.sale(answer.sale.id), answer);
      void queryClient.invalidateQueries({ queryKey: [...tillSalesKeys.all, 'day'] });
    },
  });
}

export const useOpenSale = () =>
  useSaleChange(
    async (input: OpenSaleInput) =>
      (await unwrap(await api.admin.till.sales.$post({ json: input }))) as SaleAnswer,
  );

export const useAddLine = (id: string) =>
  useSaleChange(
    async (input: AddSaleLineInput) =>
      (await unwrap(
        await api.admin.till.sales[':id'].lines.$post({ param: { id }, json: input }),
      )) as SaleAnswer,
  );

export const useUpdateLine = (id: string) =>
  useSaleChange(
    async (input: { lineId: string; unitPricePence?: number; priceReason?: string }) => {
      const { lineId, ...json } = input;
      return (await unwrap(
        await api.admin.till.sales[':id'].lines[':lineId'].$patch({
          param: { id, lineId },
          json,
        }),
      )) as SaleAnswer;
    },
  );

export const useRemoveLine = (id: string) =>
  useSaleChange(
    async (lineId: string) =>
      (await unwrap(
        await api.admin.till.sales[':id'].lines[':lineId'].$delete({ param: { id, lineId } }),
      )) as SaleAnswer,
  );

export const useSetDiscount = (id: string) =>
  useSaleChange(
    async (input: SaleDiscountInput) =>
      (await unwrap(
        await api.admin.till.sales[':id'].discount.$put({ param: { id }, json: input }),
      )) as SaleAnswer,
  );

/** A payment, with a fresh key per attempt (sendOnce): a retry or a double tap records one. */
export const useTakePayment = (id: string) =>
  useSaleChange(
    async (input: SalePaymentInput) =>
      (await unwrap(
        await sendOnce((request) =>
          api.admin.till.sales[':id'].payments.$post({ param: { id }, json: input }, request),
        ),
      )) as SaleAnswer & { changePence: number },
  );

export const useRefundSale = (id: string) =>
  useSaleChange(
    async (input: SaleRefundInput) =>
      (await unwrap(
        await sendOnce((request) =>
          api.admin.till.sales[':id'].refunds.$post({ param: { id }, json: input }, request),
        ),
      )) as SaleAnswer,
  );

export const useSale = (id: string | null) =>
  useQuery({
    queryKey: tillSalesKeys.sale(id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      (await unwrap(await api.admin.till.sales[':id'].$get({ param: { id: id! } }))) as SaleAnswer,
  });
