import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGbp } from '@shared/money';
import { formatDay } from '@shared/salon-dates';
import {
  ADMIN_STATUS_FILTERS,
  type AdminAppointment,
  type AdminStatusFilter,
} from '@shared/schemas/booking';
import { FilterPills } from '@client/components/admin/filter-pills';
import { useLoadErrorToast } from '@client/components/admin/list-states';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { PanelHeader } from '@client/components/admin/panel-header';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { AdminStatusBadge } from '@client/components/admin/admin-status-badge';
import { useStatusLabel } from '@client/i18n/status-label';
import { CancellationReason } from './cancellation-reason';
import { AdminDepositBadge } from '@client/components/admin/admin-deposit-badge';
import {
  ADMIN_PAGE_SIZE,
  adminAppointmentsQuery,
  appointmentsSummaryQuery,
} from './api/appointments-admin-api';
import { AppointmentDetailDialog } from './appointment-detail-dialog';
import { AppointmentsSummary } from './appointments-summary';
import { NewAppointmentButton } from './new-appointment-dialog';
import { useDiaryLive } from '../diary/use-diary-live';

/** The table's headings, but the last column's (its button), said only to screen readers. */
const COLUMNS = [
  ['client', 'px-6 py-3 font-medium'],
  ['service', 'px-3 py-3 font-medium'],
  ['professional', 'px-3 py-3 font-medium'],
  ['date', 'px-3 py-3 font-medium'],
  ['time', 'px-3 py-3 font-medium'],
  ['price', 'px-3 py-3 text-right font-medium'],
  ['status', 'px-3 py-3 font-medium'],
] as const;

/** The client's choice of professional, and who holds the time when that differs. */
function ProfessionalCell({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation();
  const chosen = appointment.professionalName;
  return (
    <>
      <span className={chosen ? undefined : 'text-taupe italic'}>
        {chosen ?? t('common.noPreference')}
      </span>
      {chosen !== appointment.assignedProfessionalName && (
        <span className="block text-xs text-taupe">
          {t('appointmentsList.servedBy', { name: appointment.assignedProfessionalName })}
        </span>
      )}
    </>
  );
}

/**
 * The back office's appointments tab (spec §2): summary cards Hoje, Pendentes, Confirmados, Não
 * compareceu (issue 17) and Faturamento, a status filter, the server-paginated table of every client's appointments by
 * start time, and the detail overlay with the allowed status moves. Self-contained: drop it in a tab.
 */
export function AdminAppointmentsPanel() {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const filters = ADMIN_STATUS_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('appointmentsList.all') : statusLabel(value),
  }));
  const loadError = t('appointmentsList.loadFailed');
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [selected, setSelected] = useState<AdminAppointment | null>(null);
  const summary = useQuery(appointmentsSummaryQuery);
  useDiaryLive();
  const list = usePagedQuery(
    (page) => adminAppointmentsQuery(status, page),
    ADMIN_PAGE_SIZE,
    loadError,
  );
  useLoadErrorToast(summary.isError && !list.query.isError, loadError);
  const data = list.query.data;

  return (
    <section
      aria-label={t('appointmentsList.title')}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8"
    >
      <AppointmentsSummary summary={summary} />

      <div>
        <PanelHeader
          title={t('appointmentsList.title')}
          lead={
            <span aria-live="polite">
              {data
                ? t('dayView.appointments', { count: data.total })
                : t('appointmentsList.loading')}
            </span>
          }
        >
          <FilterPills
            label={t('appointmentsList.filter')}
            options={filters}
            value={status}
            onChange={(value) => {
              setStatus(value);
              list.setPage(1);
            }}
          />
          <NewAppointmentButton />
        </PanelHeader>
        <PagedList
          {...list}
          empty={t('appointmentsList.none')}
          onRetry={() => {
            if (summary.isError) void summary.refetch();
            void list.query.refetch();
          }}
        >
          {(items) => (
            <div
              className={cn(
                card(),
                'overflow-hidden',
                list.query.isPlaceholderData && 'opacity-60 transition-opacity',
              )}
            >
              {/* Phones: one card per appointment. */}
              <ul className="divide-y divide-ink/10 md:hidden">
                {items.map((appointment) => (
                  <li key={appointment.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(appointment)}
                      className="grid w-full gap-1.5 px-5 py-4 text-left transition-colors hover:bg-sand/40"
                    >
                      <span className="flex items-start justify-between gap-3">
                        <span className="font-medium text-ink">{appointment.clientName}</span>
                        <span className="flex flex-col items-end gap-1">
                          <AdminStatusBadge status={appointment.status} />
                          {appointment.deposit && (
                            <AdminDepositBadge deposit={appointment.deposit} />
                          )}
                          <CancellationReason appointment={appointment} />
                        </span>
                      </span>
                      <span className="text-sm text-ink-soft">{appointment.serviceName}</span>
                      <span className="flex flex-wrap gap-x-3 text-sm text-taupe">
                        <span>
                          {formatDay(appointment.date, 'date')} · {appointment.time}
                        </span>
                        <span>{formatGbp(appointment.totalPricePence)}</span>
                        <span>{appointment.professionalName ?? t('common.noPreference')}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {/* Wider screens: the table. */}
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-ink/10 text-[0.6875rem] tracking-[0.16em] text-taupe uppercase">
                      {COLUMNS.map(([column, className]) => (
                        <th key={column} scope="col" className={className}>
                          {t(`appointmentsList.columns.${column}`)}
                        </th>
                      ))}
                      <th scope="col" className="px-6 py-3 font-medium">
                        <span className="sr-only">{t('appointmentsList.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink/10">
                    {items.map((appointment) => (
                      <tr key={appointment.id} className="transition-colors hover:bg-sand/30">
                        <td className="px-6 py-4">
                          <span className="block font-medium text-ink">
                            {appointment.clientName}
                          </span>
                          <span className="block text-xs text-taupe">
                            {appointment.clientPhone || t('appointment.notAvailable')}
                          </span>
                        </td>
                        <td className="px-3 py-4 text-ink-soft">{appointment.serviceName}</td>
                        <td className="px-3 py-4 text-ink-soft">
                          <ProfessionalCell appointment={appointment} />
                        </td>
                        <td className="px-3 py-4 whitespace-nowrap tabular-nums">
                          {formatDay(appointment.date, 'date')}
                        </td>
                        <td className="px-3 py-4 tabular-nums">{appointment.time}</td>
                        <td className="px-3 py-4 text-right whitespace-nowrap tabular-nums">
                          {formatGbp(appointment.totalPricePence)}
                        </td>
                        <td className="px-3 py-4">
                          <span className="flex flex-col items-start gap-1">
                            <AdminStatusBadge status={appointment.status} />
                            {appointment.deposit && (
                              <AdminDepositBadge deposit={appointment.deposit} />
                            )}
                            <CancellationReason appointment={appointment} />
                          </span>
                        </td>
                        <td className="px-6 py-4 text-right">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setSelected(appointment)}
                            aria-label={t('appointmentsList.detailsOf', {
                              client: appointment.clientName,
                              service: appointment.serviceName,
                              date: formatDay(appointment.date, 'date'),
                              time: appointment.time,
                            })}
                          >
                            {t('appointmentsList.details')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </PagedList>
      </div>

      <AppointmentDetailDialog
        appointment={selected}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
    </section>
  );
}
