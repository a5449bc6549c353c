import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, unwrap } from '@client/lib/api-client';
import { clearAfterSignOut } from './session-events';

/**
 * Ends every session of the account on the server (global sign-out) and clears the cookie. A
 * 401, 403 or 404 means there was no session to end: the visitor is signed out all the same.
 */
export async function signOut(): Promise<void> {
  const response = await api.me['sign-out'].$post();
  if (response.ok || [401, 403, 404].includes(response.status)) return;
  await unwrap(response);
}

/**
 * A promise that settles once React has put a new location on screen (or the calling component
 * has gone, which happens in that same commit). Waits two seconds at most.
 */
function useNextLocationCommit() {
  const location = useLocation();
  const waiters = useRef<(() => void)[]>([]);
  const release = useCallback(() => {
    const pending = waiters.current;
    waiters.current = [];
    for (const resolve of pending) resolve();
  }, []);
  useEffect(() => release(), [location.key, release]);
  useEffect(() => release, [release]);
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiters.current.push(resolve);
        setTimeout(resolve, 2_000);
      }),
    [],
  );
}

/**
 * Leaves for `to` as a signed-out visitor: only once that page is on screen does the cache forget
 * the account, so a guarded page being left (the profile, the dashboard) never sees itself signed
 * out and never redirects elsewhere on the way. After a sign-out, or an account's deletion.
 */
export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const nextLocationCommit = useNextLocationCommit();
  return useCallback(
    async (to: string) => {
      const moved = nextLocationCommit();
      void navigate(to);
      await moved;
      clearAfterSignOut(queryClient);
    },
    [queryClient, navigate, nextLocationCommit],
  );
}

/** Sign-out as a mutation: on success it leaves for `to` (see {@link useLeaveSignedOut}). */
export function useSignOut(options: {
  to: string;
  onSignedOut?: () => void;
  onError?: (error: Error) => void;
}) {
  const leave = useLeaveSignedOut();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await leave(options.to);
      options.onSignedOut?.();
    },
    onError: (error) => options.onError?.(error),
  });
}
