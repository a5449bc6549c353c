import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@shared/routes';
import { Skeleton } from '@client/components/ui/skeleton';
import { StaffAccessProvider } from '@client/lib/staff-access';
import { useSession } from '../api/me-query';

/** The placeholder admin screens show while the session is still being checked. */
function AdminSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('shell.loading')}
      className="mx-auto max-w-7xl px-5 py-14 sm:py-20"
    >
      <Skeleton>
        <div className="h-3 w-32 rounded-full bg-sand" />
        <div className="mt-5 h-11 w-80 max-w-full rounded-2xl bg-sand" />
        <div className="mt-4 h-4 w-56 rounded-full bg-sand/80" />
        <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((item) => (
            <div key={item} className="h-28 rounded-3xl bg-sand/70" />
          ))}
        </div>
        <div className="mt-6 h-72 rounded-3xl bg-sand/50" />
      </Skeleton>
    </div>
  );
}

/**
 * Shows its children to administrators only. While the session loads: a skeleton. No session:
 * the internal access page. Signed in without admin rights: the not-found page. Either way the
 * history entry is replaced. The server checks every admin call again; this only spares the UI.
 * Inside, every screen knows the member's role and what it may use (useStaff).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <AdminSkeleton />;
  if (session.status === 'signed-out') return <Navigate to={paths.internalAccess} replace />;
  if (!session.isAdmin) return <Navigate to={paths.notFound} replace />;
  return <StaffAccessProvider staff={session.staff}>{children}</StaffAccessProvider>;
}
