import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@shared/routes';
import { formatAdminDateTime } from '@shared/salon-dates';
import type { AdminAppointment } from '@shared/schemas/booking';
import { clientAlertsQuery } from './api/appointments-admin-api';

/** The client's record in the back office's Clientes tab (its URL keeps the open record). */
export const clientRecordHref = (clientId: string) =>
  `${paths.adminDashboard}?${new URLSearchParams({ tab: 'clientes', cliente: clientId })}`;

/**
 * What the desk must see before the client sits down (issue 30): the record's private notes,
 * where staff keep allergies and the like, on the warning colours; and the way to the record.
 */
export function ClientAlerts({ appointment }: { appointment: AdminAppointment }) {
  const alerts = useQuery(clientAlertsQuery(appointment.id));
  const { t } = useTranslation();
  const notes = alerts.data?.notes ?? [];
  return (
    <section
      aria-label={t('clientAlerts.title')}
      aria-busy={alerts.isPending}
      className={
        notes.length > 0
          ? 'mt-6 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-4 sm:px-5'
          : 'mt-6 rounded-2xl border border-ink/10 px-4 py-3 sm:px-5'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 className="flex items-center gap-1.5 font-sans text-[0.6875rem] font-medium tracking-[0.16em] text-amber-900 uppercase">
          <ShieldAlert aria-hidden className="size-3.5" />
          {t('clientAlerts.title')}
        </h3>
        <Link
          to={clientRecordHref(appointment.clientId)}
          className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-gold-deep hover:underline"
        >
          {t('clientAlerts.openRecord')}
          <ArrowUpRight aria-hidden className="size-3.5" />
        </Link>
      </div>
      {alerts.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {t('clientAlerts.loadFailed')}
        </p>
      ) : alerts.isPending ? (
        <p className="mt-1 text-sm text-taupe">{t('clientAlerts.loading')}</p>
      ) : notes.length === 0 ? (
        <p className="mt-1 text-sm text-taupe">{t('clientAlerts.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {notes.map((note) => (
            <li key={note.id} className="text-sm text-ink">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-0.5 text-xs text-taupe">
                {note.authorName} · {formatAdminDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
