import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '@shared/salon-dates';
import type { AffectedAppointment } from '@shared/schemas/admin-diary';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { AdminStatusBadge } from '@client/components/admin/admin-status-badge';
import { AppointmentDetailDialog } from '../desk/appointment-detail-dialog';

/**
 * The live bookings a closure or time off overlaps: nothing was cancelled, so the salon contacts
 * each client (their e-mail is here) and moves or cancels it from the appointment's own overlay.
 */
export function AffectedBookings({
  appointments,
  compact = false,
}: {
  appointments: AffectedAppointment[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AdminAppointment | null>(null);
  const [changed, setChanged] = useState<Record<string, AdminAppointment>>({});
  if (appointments.length === 0) return null;
  const current = appointments.map((a) => changed[a.id] ?? a);
  return (
    <div
      role={compact ? undefined : 'alert'}
      className="grid gap-3 rounded-2xl border border-amber-300 bg-amber-50/70 p-4 text-sm text-amber-950"
    >
      <p className="flex gap-2 font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('moves.affected', { count: current.length })}
      </p>
      <ul className="grid gap-2">
        {current.map((a) => (
          <li
            key={a.id}
            className="grid gap-2 rounded-xl border border-amber-200 bg-ivory px-3 py-2.5 text-ink sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium tabular-nums">{formatAdminDateTime(a.startsAt)}</span>
                <span>{a.serviceName}</span>
                <span className="text-taupe">· {a.assignedProfessionalName}</span>
              </p>
              <p className="truncate text-taupe">
                {a.clientName} ·{' '}
                <a className="underline hover:text-ink" href={`mailto:${a.clientEmail}`}>
                  {a.clientEmail}
                </a>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <AdminStatusBadge status={a.status} className="px-2 py-0.5" />
              <Button
                size="sm"
                variant="outline"
                onClick={() => setOpen(a)}
                aria-label={t('moves.openOf', {
                  client: a.clientName,
                  when: formatAdminDateTime(a.startsAt),
                })}
              >
                {t('moves.open')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <AppointmentDetailDialog
        appointment={open}
        onClose={() => setOpen(null)}
        onChanged={(appointment) => {
          setChanged((c) => ({ ...c, [appointment.id]: appointment }));
          setOpen(appointment);
        }}
      />
    </div>
  );
}
