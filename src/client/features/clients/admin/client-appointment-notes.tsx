import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@shared/salon-dates';
import type { ClientRecordAppointment } from '@shared/schemas/clients';
import { RecordEmpty, RecordSection } from './record-section';

/**
 * Staff's internal notes on the client's appointments (issue 27), beside the record's own private
 * notes: the latest appointment first. Written in the appointment's overlay; never the client's.
 */
export function ClientAppointmentNotes({
  id,
  appointments,
}: {
  id: string;
  /** Every appointment of the record, in any order. */
  appointments: ClientRecordAppointment[];
}) {
  const { t } = useTranslation();
  const noted = appointments
    .filter((a) => a.staffNote)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return (
    <RecordSection id={id} title={t('clients.appointmentNotes')} aside={noted.length || undefined}>
      <p className="flex items-center gap-1.5 border-b border-ink/10 bg-sand/30 px-5 py-3 text-xs text-taupe sm:px-6">
        <Lock aria-hidden className="size-3.5 shrink-0" />
        {t('clients.appointmentNotesHint')}
      </p>
      {noted.length === 0 ? (
        <RecordEmpty>{t('clients.noAppointmentNotes')}</RecordEmpty>
      ) : (
        <ul className="divide-y divide-ink/10">
          {noted.map((a) => (
            <li key={a.id} className="px-5 py-4 sm:px-6">
              <p className="text-xs text-taupe">
                <span className="tabular-nums">
                  {formatDay(a.date, 'date')} {a.time}
                </span>{' '}
                · {a.serviceName}
              </p>
              <p className="mt-1.5 text-sm break-words whitespace-pre-line text-ink">
                {a.staffNote}
              </p>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
