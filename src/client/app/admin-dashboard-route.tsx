import { lazy, Suspense } from 'react';
import {
  ChartColumn,
  CalendarClock,
  CalendarDays,
  GraduationCap,
  Mail,
  MessageSquareText,
  Scissors,
  Settings,
  Star,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { AdminCoursesPanel } from '@client/features/academy/admin/admin-courses-panel';
import { AdminDashboardPage } from '@client/features/admin/pages/admin-dashboard-page';
import { AdminAccount } from '@client/features/auth/components/admin-account';
import { AdminGuard } from '@client/features/auth/components/admin-guard';
import { AdminAppointmentsPanel } from '@client/features/booking/desk/admin-appointments-panel';
import { AdminDayView } from '@client/features/booking/diary/admin-day-view';
import { AdminDiaryTab } from '@client/features/booking/diary/admin-diary-tab';
import { ProfessionalScheduleDialog } from '@client/features/booking/diary/professional-schedule-dialog';
import { CatalogueTab } from '@client/features/catalogue/admin/catalogue-tab';
import { ClientsTab } from '@client/features/clients/admin/clients-tab';
import { MessagesTab } from '@client/features/contact/admin/messages-tab';
import { NewsletterTab } from '@client/features/newsletter/admin/newsletter-tab';
import { ReviewsTab } from '@client/features/reviews/admin/reviews-tab';
import { SettingsTab } from '@client/features/settings/admin/settings-tab';
import { StaffTab } from '@client/features/staff/admin/staff-tab';
import { ListSkeleton } from '@client/components/admin/list-states';

// The charts' library comes with this tab's own chunk: nothing else in the site pays for it.
const InsightsTab = lazy(() => import('@client/features/insights/admin/insights-tab'));

/**
 * /sistema/gerencial: the back office composed from its features, each of which owns its admin
 * tab. The day's agenda comes first (the landing view at the desk), then the rest of the front
 * desk's work, the salon's set-up, and the dashboard's own audit log at the end.
 */
export function AdminDashboardRoute() {
  return (
    <AdminGuard>
      <AdminDashboardPage
        account={<AdminAccount />}
        tabs={[
          {
            value: 'hoje',
            label: 'Agenda do dia',
            icon: CalendarClock,
            group: 'Atendimento',
            content: <AdminDayView />,
          },
          {
            value: 'agendamentos',
            label: 'Agendamentos',
            icon: CalendarDays,
            group: 'Atendimento',
            content: <AdminAppointmentsPanel />,
          },
          {
            value: 'clientes',
            label: 'Clientes',
            icon: UserRound,
            group: 'Atendimento',
            content: <ClientsTab />,
          },
          {
            value: 'mensagens',
            label: 'Mensagens',
            icon: MessageSquareText,
            group: 'Atendimento',
            content: <MessagesTab />,
            count: { of: 'unreadMessages', label: (count) => `${count} não lidas` },
          },
          {
            value: 'reviews',
            label: 'Reviews',
            icon: Star,
            group: 'Atendimento',
            content: <ReviewsTab />,
            count: { of: 'pendingReviews', label: (count) => `${count} pendentes` },
          },
          {
            value: 'agenda',
            label: 'Agenda da equipe',
            icon: Users,
            group: 'Salão',
            content: <AdminDiaryTab />,
          },
          {
            value: 'catalogo',
            label: 'Catálogo',
            icon: Scissors,
            group: 'Salão',
            content: <CatalogueTab ScheduleDialog={ProfessionalScheduleDialog} />,
          },
          {
            value: 'cursos',
            label: 'Cursos',
            icon: GraduationCap,
            group: 'Salão',
            content: <AdminCoursesPanel />,
          },
          {
            value: 'newsletter',
            label: 'Newsletter',
            icon: Mail,
            group: 'Salão',
            content: <NewsletterTab />,
          },
          {
            value: 'insights',
            label: 'Insights',
            icon: ChartColumn,
            group: 'Salão',
            content: (
              <Suspense fallback={<ListSkeleton rows={3} />}>
                <InsightsTab />
              </Suspense>
            ),
          },
          {
            value: 'definicoes',
            label: 'Definições',
            icon: Settings,
            group: 'Sistema',
            content: <SettingsTab />,
          },
          {
            value: 'equipe',
            label: 'Equipe',
            icon: UsersRound,
            group: 'Sistema',
            content: <StaffTab />,
          },
        ]}
      />
    </AdminGuard>
  );
}
