import { AdminCoursesPanel } from '@client/features/academy/admin/admin-courses-panel';
import { AdminDashboardPage } from '@client/features/admin/pages/admin-dashboard-page';
import { AdminAccount } from '@client/features/auth/components/admin-account';
import { AdminGuard } from '@client/features/auth/components/admin-guard';
import { AdminAppointmentsPanel } from '@client/features/booking/admin/admin-appointments-panel';
import { AdminDayView } from '@client/features/booking/admin/admin-day-view';
import { AdminDiaryTab } from '@client/features/booking/admin/admin-diary-tab';
import { CatalogueTab } from '@client/features/catalogue/admin/catalogue-tab';
import { MessagesTab } from '@client/features/contact/admin/messages-tab';
import { NewsletterTab } from '@client/features/newsletter/admin/newsletter-tab';
import { ReviewsTab } from '@client/features/reviews/admin/reviews-tab';
import { SettingsTab } from '@client/features/settings/admin/settings-tab';

/**
 * /sistema/gerencial: the back office composed from its features, each of which owns its admin
 * tab. The tabs go in the spec's order (messages, reviews, appointments); the dashboard adds its
 * own audit log at the end.
 */
export function AdminDashboardRoute() {
  return (
    <AdminGuard>
      <AdminDashboardPage
        account={<AdminAccount />}
        tabs={[
          {
            value: 'mensagens',
            label: 'Mensagens',
            content: <MessagesTab />,
            count: { of: 'unreadMessages', label: (count) => `${count} não lidas` },
          },
          {
            value: 'reviews',
            label: 'Reviews',
            content: <ReviewsTab />,
            count: { of: 'pendingReviews', label: (count) => `${count} pendentes` },
          },
          {
            value: 'agendamentos',
            label: 'Agendamentos',
            content: (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-14">
                <AdminAppointmentsPanel />
                <AdminDayView />
              </div>
            ),
          },
          { value: 'agenda', label: 'Agenda da equipe', content: <AdminDiaryTab /> },
          { value: 'catalogo', label: 'Catálogo', content: <CatalogueTab /> },
          { value: 'cursos', label: 'Cursos', content: <AdminCoursesPanel /> },
          { value: 'newsletter', label: 'Newsletter', content: <NewsletterTab /> },
          { value: 'definicoes', label: 'Definições', content: <SettingsTab /> },
        ]}
      />
    </AdminGuard>
  );
}
