import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '@client/lib/api-client';
import { authKeys } from './auth-keys';
import { meQuery, SIGNED_OUT, type Me } from './me-query';

/** Marks the visitor signed out at once, then asks the server to confirm. */
export function markSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(authKeys.me, SIGNED_OUT);
  void queryClient.invalidateQueries({ queryKey: authKeys.me });
}

/**
 * After a sign-in: asks the server who is signed in now and refreshes whatever is on screen, so
 * pages that showed signed-out data load the account's own. Resolves with the fresh session.
 */
export async function refreshAfterSignIn(queryClient: QueryClient): Promise<Me> {
  await queryClient.invalidateQueries();
  return queryClient.fetchQuery(meQuery);
}

/**
 * After a sign-out: the session is gone, and so is every cached answer that may hold the
 * account's private data (appointments, courses, profile).
 */
export function clearAfterSignOut(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
  markSignedOut(queryClient);
}

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * Any of our API calls answered 401 means the session ended (expired, revoked, signed out
 * elsewhere): the UI then treats the visitor as signed out. Mounted once, in the site header.
 */
export function useSignOutOnUnauthorized() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isUnauthorized(error)) return;
      const me = queryClient.getQueryData<{ user: unknown }>(authKeys.me);
      if (me && !me.user) return;
      markSignedOut(queryClient);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
