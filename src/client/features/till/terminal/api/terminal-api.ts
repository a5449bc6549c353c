import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  RegisterReader,
  SimulateCard,
  StartTerminalPayment,
  TerminalPayment,
} from '@shared/till-terminal';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** The till's card readers and the payments taken on them (issue 34, terminal part). */
export const terminalKeys = {
  all: ['till', 'terminal'] as const,
  readers: () => [...terminalKeys.all, 'readers'] as const,
  payment: (id: string) => [...terminalKeys.all, 'payment', id] as const,
};

export const cardReadersQuery = queryOptions({
  queryKey: terminalKeys.readers(),
  queryFn: async () => unwrap(await api.admin.till.readers.$get()),
});

/** A payment waiting on the reader is asked about every 1.5 s, until it has an answer. */
export const POLL_MS = 1500;

export const terminalPaymentQuery = (saleId: string, paymentId: string) =>
  queryOptions({
    queryKey: terminalKeys.payment(paymentId),
    queryFn: async () =>
      unwrap(
        await api.admin.till.sales[':id'].payments[':paymentId'].$get({
          param: { id: saleId, paymentId },
        }),
      ),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });

async function registerReader(json: RegisterReader) {
  return unwrap(await api.admin.till.readers.$post({ json }));
}

export const useRegisterReader = (callbacks?: CallbacksFor<typeof registerReader>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: registerReader,
    refresh: [terminalKeys.readers()],
  });

async function removeReader(id: string) {
  return unwrap(await api.admin.till.readers[':id'].$delete({ param: { id } }));
}

export const useRemoveReader = (callbacks?: CallbacksFor<typeof removeReader>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: removeReader,
    refresh: [terminalKeys.readers()],
  });

async function startTerminalPayment({
  saleId,
  ...json
}: StartTerminalPayment & { saleId: string }) {
  return unwrap(
    await api.admin.till.sales[':id'].payments.terminal.$post({ param: { id: saleId }, json }),
  );
}

/** The answer is the payment as it now stands: it goes straight into the poll's cache. */
const showPayment = (queryClient: QueryClient, payment?: TerminalPayment) =>
  payment && queryClient.setQueryData(terminalKeys.payment(payment.id), payment);

export const useStartTerminalPayment = (callbacks?: CallbacksFor<typeof startTerminalPayment>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: startTerminalPayment, refresh: showPayment });

/** 'Cancelar no leitor', or one of the simulated reader's two buttons. */
async function actOnPayment({
  saleId,
  paymentId,
  action,
}: {
  saleId: string;
  paymentId: string;
  action: 'cancel' | SimulateCard['outcome'];
}) {
  const param = { id: saleId, paymentId };
  const payment = api.admin.till.sales[':id'].payments[':paymentId'];
  return unwrap(
    action === 'cancel'
      ? await payment.cancel.$post({ param })
      : await payment.simulate.$post({ param, json: { outcome: action } }),
  );
}

export const useActOnPayment = (callbacks?: CallbacksFor<typeof actOnPayment>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: actOnPayment, refresh: showPayment });
