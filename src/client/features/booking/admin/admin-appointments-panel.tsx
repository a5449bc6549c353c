import {
  CalendarClock,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleCheckBig,
  Hourglass,
  LoaderCircle,
  PoundSterling,
  RotateCcw,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from '@client/lib/toast';
import { STATUS_DISPLAY } from '@shared/booking';
import { formatGbp } from '@shared/money';
import {
  ADMIN_STATUS_FILTERS,
  type AdminAppointment,
  type AdminStatusFilter,
} from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { StatusBadge } from '../components/status-badge';
import {
  ADMIN_PAGE_SIZE,
  adminAppointmentsQuery,
  appointmentsSummaryQuery,
} from './api/appointments-admin-api';
import { formatDateBr } from './admin-format';
import { AppointmentDetailDialog } from './appointment-detail-dialog';

const FILTER_LABELS: Record<AdminStatusFilter, string> = {
  all: 'Todos',
  pending: STATUS_DISPLAY.pending.adminLabel,
  confirmed: STATUS_DISPLAY.confirmed.adminLabel,
  completed: STATUS_DISPLAY.completed.adminLabel,
  cancelled: STATUS_DISPLAY.cancelled.adminLabel,
};

const LOAD_ERROR = 'Não foi possível carregar os agendamentos';

function SummaryCard({
  label,
  value,
  icon,
  loading,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  loading: boolean;
}) {
  return (
    <div className="min-w-0 rounded-3xl border border-ink/10 bg-white/70 p-4 shadow-[0_24px_60px_-45px_rgba(43,34,32,0.45)] sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="truncate text-xs font-medium tracking-[0.16em] text-taupe uppercase">
          {label}
        </p>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep sm:flex [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="mt-3 font-display text-3xl leading-none font-semibold text-ink tabular-nums sm:text-4xl">
        {loading ? (
          <span className="inline-block h-9 w-16 animate-pulse rounded-xl bg-sand" />
        ) : (
          value
        )}
      </p>
    </div>
  );
}

/** The client's choice of professional, and who holds the time when that differs. */
function ProfessionalCell({ appointment }: { appointment: AdminAppointment }) {
  const chosen = appointment.professionalName;
  return (
    <>
      <span className={chosen ? undefined : 'text-taupe italic'}>
        {chosen ?? 'Sem preferência'}
      </span>
      {chosen !== appointment.assignedProfessionalName && (
        <span className="block text-xs text-taupe">
          Atendido por {appointment.assignedProfessionalName}
        </span>
      )}
    </>
  );
}

/**
 * The back office's appointments tab (spec §2): summary cards Hoje, Pendentes, Confirmados and
 * Faturamento, a status filter, the server-paginated table of every client's appointments by
 * start time, and the detail overlay with the allowed status moves. Self-contained: drop it in a tab.
 */
export function AdminAppointmentsPanel() {
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminAppointment | null>(null);
  const summary = useQuery(appointmentsSummaryQuery);
  const list = useQuery(adminAppointmentsQuery(status, page));

  const failed = summary.isError || list.isError;
  useEffect(() => {
    if (failed) toast.error('Erro', { description: LOAD_ERROR });
  }, [failed]);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;
  // A page emptied by a status change elsewhere: step back to the last page that has rows
  // (state adjusted while rendering, as React recommends over an effect).
  if (
    data &&
    !list.isPlaceholderData &&
    data.items.length === 0 &&
    data.total > 0 &&
    page > pages
  ) {
    setPage(pages);
  }

  const retry = () => {
    if (summary.isError) void summary.refetch();
    if (list.isError) void list.refetch();
  };

  return (
    <section aria-label="Agendamentos" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          label="Hoje"
          icon={<CalendarDays aria-hidden />}
          loading={summary.isPending}
          value={summary.data?.today ?? '—'}
        />
        <SummaryCard
          label="Pendentes"
          icon={<Hourglass aria-hidden />}
          loading={summary.isPending}
          value={summary.data?.pending ?? '—'}
        />
        <SummaryCard
          label="Confirmados"
          icon={<CircleCheckBig aria-hidden />}
          loading={summary.isPending}
          value={summary.data?.confirmed ?? '—'}
        />
        <SummaryCard
          label="Faturamento"
          icon={<PoundSterling aria-hidden />}
          loading={summary.isPending}
          value={summary.data ? formatGbp(summary.data.revenuePence) : '—'}
        />
      </div>

      <div className="rounded-3xl border border-ink/10 bg-white/70 shadow-[0_30px_80px_-50px_rgba(43,34,32,0.45)]">
        <div className="flex flex-col gap-4 border-b border-ink/10 p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-3xl">Agendamentos</h2>
            <p className="mt-1 text-sm text-taupe" aria-live="polite">
              {data
                ? `${data.total} ${data.total === 1 ? 'agendamento' : 'agendamentos'}`
                : 'Carregando...'}
            </p>
          </div>
          <div
            role="group"
            aria-label="Filtrar por status"
            className="flex flex-wrap gap-1 self-start rounded-3xl border border-ink/10 bg-ivory p-1 sm:flex-nowrap sm:rounded-full"
          >
            {ADMIN_STATUS_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={status === value}
                onClick={() => {
                  setStatus(value);
                  setPage(1);
                }}
                className={cn(
                  'shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-taupe transition-colors hover:text-ink',
                  status === value && 'bg-ink text-ivory hover:text-ivory',
                )}
              >
                {FILTER_LABELS[value]}
              </button>
            ))}
          </div>
        </div>

        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-20 text-taupe">
            <LoaderCircle aria-hidden className="size-5 animate-spin text-gold-deep" />
            Carregando agendamentos...
          </div>
        ) : list.isError && !data ? (
          <div role="alert" className="flex flex-col items-center px-6 py-16 text-center">
            <p className="font-display text-2xl">{LOAD_ERROR}</p>
            <Button variant="outline" size="sm" className="mt-5" onClick={retry}>
              <RotateCcw aria-hidden />
              Tentar novamente
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <CalendarClock aria-hidden className="size-8 text-gold-deep" />
            <p className="mt-4 font-display text-2xl">Nenhum agendamento encontrado.</p>
          </div>
        ) : (
          data && (
            <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
              {/* Phones: one card per appointment. */}
              <ul className="divide-y divide-ink/10 md:hidden">
                {data.items.map((appointment) => (
                  <li key={appointment.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(appointment)}
                      className="grid w-full gap-1.5 px-5 py-4 text-left transition-colors hover:bg-sand/40"
                    >
                      <span className="flex items-start justify-between gap-3">
                        <span className="font-medium text-ink">{appointment.clientName}</span>
                        <StatusBadge status={appointment.status} admin />
                      </span>
                      <span className="text-sm text-ink-soft">{appointment.serviceName}</span>
                      <span className="flex flex-wrap gap-x-3 text-sm text-taupe">
                        <span>
                          {formatDateBr(appointment.date)} · {appointment.time}
                        </span>
                        <span>{formatGbp(appointment.totalPricePence)}</span>
                        <span>{appointment.professionalName ?? 'Sem preferência'}</span>
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
                      <th scope="col" className="px-6 py-3 font-medium">
                        Cliente
                      </th>
                      <th scope="col" className="px-3 py-3 font-medium">
                        Serviço
                      </th>
                      <th scope="col" className="px-3 py-3 font-medium">
                        Profissional
                      </th>
                      <th scope="col" className="px-3 py-3 font-medium">
                        Data
                      </th>
                      <th scope="col" className="px-3 py-3 font-medium">
                        Hora
                      </th>
                      <th scope="col" className="px-3 py-3 text-right font-medium">
                        Valor
                      </th>
                      <th scope="col" className="px-3 py-3 font-medium">
                        Status
                      </th>
                      <th scope="col" className="px-6 py-3 font-medium">
                        <span className="sr-only">Ações</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink/10">
                    {data.items.map((appointment) => (
                      <tr key={appointment.id} className="transition-colors hover:bg-sand/30">
                        <td className="px-6 py-4">
                          <span className="block font-medium text-ink">
                            {appointment.clientName}
                          </span>
                          <span className="block text-xs text-taupe">
                            {appointment.clientPhone || 'N/A'}
                          </span>
                        </td>
                        <td className="px-3 py-4 text-ink-soft">{appointment.serviceName}</td>
                        <td className="px-3 py-4 text-ink-soft">
                          <ProfessionalCell appointment={appointment} />
                        </td>
                        <td className="px-3 py-4 whitespace-nowrap tabular-nums">
                          {formatDateBr(appointment.date)}
                        </td>
                        <td className="px-3 py-4 tabular-nums">{appointment.time}</td>
                        <td className="px-3 py-4 text-right whitespace-nowrap tabular-nums">
                          {formatGbp(appointment.totalPricePence)}
                        </td>
                        <td className="px-3 py-4">
                          <StatusBadge status={appointment.status} admin />
                        </td>
                        <td className="px-6 py-4 text-right">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setSelected(appointment)}
                            aria-label={`Detalhes: ${appointment.clientName}, ${appointment.serviceName}, ${formatDateBr(appointment.date)} às ${appointment.time}`}
                          >
                            Detalhes
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav
                aria-label="Paginação"
                className="flex items-center justify-between gap-3 border-t border-ink/10 px-5 py-4 sm:px-6"
              >
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1 || list.isFetching}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                >
                  <ChevronLeft aria-hidden />
                  Anterior
                </Button>
                <p className="text-sm text-taupe">
                  Página {Math.min(page, pages)} de {pages}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages || list.isFetching}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Próxima
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            </div>
          )
        )}
      </div>

      <AppointmentDetailDialog
        appointment={selected}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
    </section>
  );
}
