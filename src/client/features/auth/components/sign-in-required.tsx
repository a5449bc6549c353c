import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authPath } from '@shared/routes';
import { useSession } from '../api/me-query';

/**
 * Shows its children to signed-in visitors only. Anyone else goes to /auth, which brings them back
 * to this very address (its query included, e.g. `?service=`) once signed in. `fallback` shows
 * while the session is still being checked. The server checks every call again.
 */
export function SignInRequired({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return fallback;
  if (session.status === 'signed-out') {
    return <Navigate to={authPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
