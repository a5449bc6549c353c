import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { academyKeys } from './academy-keys';

/**
 * Asks the server to verify the checkout with the payment provider (and record the purchase).
 * Verifying is idempotent, so it is a query: a reload asks again and changes nothing.
 */
export const verifyPaymentQuery = (sessionId: string) =>
  queryOptions({
    queryKey: academyKeys.verify(sessionId),
    queryFn: async () => unwrap(await api.courses.verify.$post({ json: { sessionId } })),
    retry: false,
    staleTime: Infinity,
  });
