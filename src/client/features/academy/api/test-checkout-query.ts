import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

/** The built-in test checkout's session (only where no Stripe key is configured). */
export const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['academy', 'test-checkout', sessionId],
    queryFn: async () =>
      unwrap(await api['test-checkout'][':id'].$get({ param: { id: sessionId } })),
    retry: false,
  });
