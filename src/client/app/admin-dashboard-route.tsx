import { useQueryClient } from '@tanstack/react-query';
import { AdminCoursesPanel } from '@client/features/academy/admin/admin-courses-panel';
import { AdminDashboardPage } from '@client/features/admin/pages/admin-dashboard-page';
import { AdminAccount } from '@client/features/auth/components/admin-account';
import { AdminGuard } from '@client/features/auth/components/admin-guard';
import { AdminAppointmentsPanel } from '@client/features/booking/admin/admin-appointments-panel';
import { AdminDayView } from '@client/features/booking/admin/admin-day-view';
import { catalogueQuery } from '@client/features/catalogue/api/catalogue-query';

/**
 * /sistema/gerencial: the back office composed from its features. The dashboard's own tabs come
 * from the admin feature; other features' tabs are passed in as `extraTabs`.
 */
export function AdminDashboardRoute() {
  const queryClient = useQueryClient();
  return (
    <AdminGuard>
      <AdminDashboardPage
        account={<AdminAccount />}
        extraTabs={[
          {
            value: 'agendamentos',
            label: 'Agendamentos',
            // The spec's order: messages, reviews, appointments.
            position: 2,
            content: (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-14">
                <AdminAppointmentsPanel />
                <AdminDayView />
              </div>
            ),
          },
          { value: 'cursos', label: 'Cursos', position: 4, content: <AdminCoursesPanel /> },
        ]}
        onCatalogueChanged={() =>
          void queryClient.invalidateQueries({ queryKey: catalogueQuery.queryKey })
        }
      />
    </AdminGuard>
  );
}
