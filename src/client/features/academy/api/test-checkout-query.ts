import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { academyKeys } from './academy-keys';

/** The built-in test checkout's session (only where no Stripe key is configured). */
export const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: academyKeys.testCheckout(sessionId),
    queryFn: async () =>
      unwrap(await api['test-checkout'][':id'].$get({ param: { id: sessionId } })),
    retry: false,
  });
