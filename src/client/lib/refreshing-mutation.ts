import {
  type QueryClient,
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQueryClient,
} from '@tanstack/react-query';

/** What a screen adds to a feature's mutation: its toasts and its own state changes. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;

/** The callbacks of a mutation whose request is `Request`. */
export type CallbacksFor<Request extends (variables: never) => Promise<unknown>> =
  MutationCallbacks<Awaited<ReturnType<Request>>, Parameters<Request>[0]>;

/**
 * A change and the cached answers it makes stale, declared once in the feature's api file: screens
 * call the hook and never touch the cache. The screen's onSuccess (its toast) runs first, while it
 * is still on screen; then `refresh`: the keys whose answers refetch (the mutation stays pending
 * until they have, so buttons stay disabled until the list shows the change), or a function that
 * updates the cache itself.
 */
export function useRefreshingMutation<TData, TVariables>({
  mutationFn,
  refresh,
  refreshAfterError,
  onSuccess,
  onError,
}: MutationCallbacks<TData, TVariables> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  refresh: readonly QueryKey[] | ((queryClient: QueryClient, data?: TData) => unknown);
  /** Failures after which the cache is refreshed all the same (someone else changed it first). */
  refreshAfterError?: (error: Error) => boolean;
}) {
  const queryClient = useQueryClient();
  const refreshCache = (data?: TData) =>
    typeof refresh === 'function'
      ? refresh(queryClient, data)
      : Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await refreshCache(args[0]);
    },
    onError: async (...args) => {
      await onError?.(...args);
      if (refreshAfterError?.(args[0])) await refreshCache();
    },
  });
}
