import { useQueryClient } from '@tanstack/react-query';
import { AdminDashboardPage } from '@client/features/admin/pages/admin-dashboard-page';
import { AdminAccount } from '@client/features/auth/components/admin-account';
import { AdminGuard } from '@client/features/auth/components/admin-guard';
import { catalogueQuery } from '@client/features/catalogue/api/catalogue-query';

/**
 * /sistema/gerencial: the back office composed from its features. The dashboard's own tabs come
 * from the admin feature; other features' tabs are passed in as `extraTabs`, e.g.
 * `{ value: 'agendamentos', label: 'Agendamentos', content: <AppointmentsTab />, position: 2 }`.
 */
export function AdminDashboardRoute() {
  const queryClient = useQueryClient();
  return (
    <AdminGuard>
      <AdminDashboardPage
        account={<AdminAccount />}
        extraTabs={[]}
        onCatalogueChanged={() =>
          void queryClient.invalidateQueries({ queryKey: catalogueQuery.queryKey })
        }
      />
    </AdminGuard>
  );
}
