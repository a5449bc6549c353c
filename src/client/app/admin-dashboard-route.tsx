import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Banknote,
  ChartColumn,
  ClipboardSignature,
  CalendarClock,
  CalendarDays,
  GraduationCap,
  Hourglass,
  Mail,
  MessageSquareText,
  Scissors,
  Settings,
  ShieldCheck,
  Star,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { AdminCoursesPanel } from '@client/features/academy/admin/admin-courses-panel';
import { AdminDashboardPage } from '@client/features/admin/pages/admin-dashboard-page';
import { AdminAccount } from '@client/features/auth/components/admin-account';
import { AdminGuard } from '@client/features/auth/components/admin-guard';
import { useSession } from '@client/features/auth/api/me-query';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import { AdminAppointmentsPanel } from '@client/features/booking/desk/admin-appointments-panel';
import { AdminDayView } from '@client/features/booking/diary/admin-day-view';
import { AdminWaitlistTab } from '@client/features/booking/waitlist/admin-waitlist-tab';
import { AdminDiaryTab } from '@client/features/booking/diary/admin-diary-tab';
import { ProfessionalScheduleDialog } from '@client/features/booking/diary/professional-schedule-dialog';
import { FichasTab } from '@client/features/clinical/forms/admin/fichas-tab';
import { CatalogueTab } from '@client/features/catalogue/admin/catalogue-tab';
import { ClientsTab } from '@client/features/clients/admin/clients-tab';
import { MessagesTab } from '@client/features/contact/admin/messages-tab';
import { NewsletterTab } from '@client/features/newsletter/admin/newsletter-tab';
import { ReviewsTab } from '@client/features/reviews/admin/reviews-tab';
import { SettingsTab } from '@client/features/settings/admin/settings-tab';
// The till's card readers, a section of Definições (issue 34, terminal part).
import { CardReadersSection } from '@client/features/till/terminal/card-readers-section';
import { AccountSecurityTab } from '@client/features/staff-security/admin/account-security-tab';
import { StaffTab } from '@client/features/staff/admin/staff-tab';
import { ListSkeleton } from '@client/components/admin/list-states';
// The till (issue 34): products and stock.
import { ProductsPanel } from '@client/features/till/products/products-panel';
// The till's day's close (issue 34, till-takings).
import { TillClose } from '@client/features/till/takings/till-close';
import { TillCheckoutProvider } from '@client/features/till/sales/till-checkout-provider';
import { TillTab } from '@client/features/till/sales/till-tab';

// The charts' library comes with this tab's own chunk: nothing else in the site pays for it.
const InsightsTab = lazy(() => import('@client/features/insights/admin/insights-tab'));

/**
 * /sistema/gerencial: the back office composed from its features, each of which owns its admin
 * tab. The day's agenda comes first (the landing view at the desk), then the rest of the front
 * desk's work, the salon's set-up, and the dashboard's own audit log at the end. Each tab names
 * the permission it needs: a member sees only their role's (decision 049).
 */
export function AdminDashboardRoute() {
  const { staff } = useSession();
  return (
    <BackOfficeI18n locale={staff?.locale}>
      <AdminGuard>
        {/* The till's 'Cobrar' for every screen (issue 34): the panel, the calendar, a record. */}
        <TillCheckoutProvider>
          <Dashboard />
        </TillCheckoutProvider>
      </AdminGuard>
    </BackOfficeI18n>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  return (
    <AdminDashboardPage
      account={<AdminAccount />}
      tabs={[
        {
          value: 'hoje',
          needs: 'diary.view',
          label: t('shell.tabs.hoje'),
          icon: CalendarClock,
          group: 'Atendimento',
          content: <AdminDayView />,
        },
        {
          value: 'agendamentos',
          needs: 'appointments.desk',
          label: t('shell.tabs.agendamentos'),
          icon: CalendarDays,
          group: 'Atendimento',
          content: <AdminAppointmentsPanel />,
        },
        {
          value: 'lista-de-espera',
          needs: 'appointments.desk',
          label: t('shell.tabs.listaDeEspera'),
          icon: Hourglass,
          group: 'Atendimento',
          content: <AdminWaitlistTab />,
        },
        {
          value: 'clientes',
          needs: 'clients',
          label: t('shell.tabs.clientes'),
          icon: UserRound,
          group: 'Atendimento',
          content: <ClientsTab />,
        },
        {
          value: 'mensagens',
          needs: 'inbox',
          label: t('shell.tabs.mensagens'),
          icon: MessageSquareText,
          group: 'Atendimento',
          content: <MessagesTab />,
          count: { of: 'unreadMessages', label: (count) => t('shell.unread', { count }) },
        },
        {
          value: 'reviews',
          needs: 'inbox',
          label: t('shell.tabs.reviews'),
          icon: Star,
          group: 'Atendimento',
          content: <ReviewsTab />,
          count: { of: 'pendingReviews', label: (count) => t('shell.pending', { count }) },
        },
        // The till (issue 34): the day's sales, a walk-in's 'Nova venda', and the day's close.
        {
          value: 'caixa',
          needs: 'till.checkout',
          label: t('shell.tabs.caixa'),
          icon: Banknote,
          group: 'Atendimento',
          content: (
            <div className="grid gap-10">
              <TillTab />
              <TillClose />
            </div>
          ),
        },
        {
          value: 'agenda',
          // The team's patterns, time off, closures and bank holidays: edited here by whoever
          // may (catalogue.edit), read by reception (catalogue.view, issue 31) with no edit
          // buttons; a professional reads their own week in 'Agenda do dia' (Semana).
          needs: 'catalogue.view',
          label: t('shell.tabs.agenda'),
          icon: Users,
          group: 'Salão',
          content: <AdminDiaryTab />,
        },
        {
          value: 'catalogo',
          needs: 'catalogue.view',
          label: t('shell.tabs.catalogo'),
          icon: Scissors,
          group: 'Salão',
          content: (
            <CatalogueTab
              ScheduleDialog={ProfessionalScheduleDialog}
              // The till's retail products (issue 34).
              sections={[{ key: 'produtos', content: <ProductsPanel /> }]}
            />
          ),
        },
        {
          value: 'fichas',
          needs: 'clinical.forms',
          label: t('shell.tabs.fichas'),
          icon: ClipboardSignature,
          group: 'Salão',
          content: <FichasTab />,
        },
        {
          value: 'cursos',
          needs: 'courses',
          label: t('shell.tabs.cursos'),
          icon: GraduationCap,
          group: 'Salão',
          content: <AdminCoursesPanel />,
        },
        {
          value: 'newsletter',
          needs: 'exports',
          label: t('shell.tabs.newsletter'),
          icon: Mail,
          group: 'Salão',
          content: <NewsletterTab />,
        },
        {
          value: 'insights',
          needs: 'insights',
          label: t('shell.tabs.insights'),
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
          needs: 'settings',
          label: t('shell.tabs.definicoes'),
          icon: Settings,
          group: 'Sistema',
          content: (
            <>
              <SettingsTab />
              <CardReadersSection />
            </>
          ),
        },
        {
          value: 'equipe',
          needs: 'staff',
          label: t('shell.tabs.equipe'),
          icon: UsersRound,
          group: 'Sistema',
          content: <StaffTab />,
        },
        {
          value: 'minha-conta',
          needs: 'account',
          label: t('shell.tabs.minhaConta'),
          icon: ShieldCheck,
          group: 'Sistema',
          content: <AccountSecurityTab />,
        },
      ]}
    />
  );
}
