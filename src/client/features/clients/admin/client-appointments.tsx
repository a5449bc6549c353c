import { formatGbp } from '@shared/money';
import { formatDay } from '@shared/salon-dates';
import type { ClientRecordAppointment } from '@shared/schemas/clients';
import { AdminStatusBadge } from '@client/components/admin/admin-status-badge';
import { AdminDepositBadge } from '@client/components/admin/admin-deposit-badge';
import { RecordEmpty, RecordSection } from './record-section';

/** A list of the client's appointments: service, who, when, price and status. */
export function ClientAppointments({
  id,
  title,
  appointments,
  empty,
}: {
  id: string;
  title: string;
  appointments: ClientRecordAppointment[];
  empty: string;
}) {
  return (
    <RecordSection id={id} title={title} aside={appointments.length || undefined}>
      {appointments.length === 0 ? (
        <RecordEmpty>{empty}</RecordEmpty>
      ) : (
        <ul className="divide-y divide-ink/10">
          {appointments.map((a) => (
            <li
              key={a.id}
              className="grid gap-1.5 px-5 py-4 sm:grid-cols-[7.5rem_minmax(0,1fr)_auto] sm:items-center sm:gap-5 sm:px-6"
            >
              <span className="flex gap-2 text-sm tabular-nums sm:block">
                <span className="text-ink sm:block">{formatDay(a.date, 'date')}</span>
                <span className="text-taupe sm:block">{a.time}</span>
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium text-ink">{a.serviceName}</span>
                <span className="block text-sm text-taupe">
                  {a.professionalName} · {formatGbp(a.totalPricePence)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-1.5 justify-self-start">
                <AdminStatusBadge status={a.status} />
                {a.deposit && <AdminDepositBadge deposit={a.deposit} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
