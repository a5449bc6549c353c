import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@shared/schemas/booking';
import { formatAdminDateTime } from '@shared/salon-dates';
import { useStaff } from '@client/lib/staff-access';
import { appointmentRecordQuery } from './api/treatment-records-api';
import { TreatmentPhotos } from './treatment-photos';
import { TreatmentRecordForm } from './treatment-record-form';

/**
 * 'Registro do tratamento' in the appointment's panel, once it is completed ('Concluir'): what was
 * given, then the photos. Only for the roles with 'clinical' (reception never sees it).
 */
export function TreatmentRecordPanel({ appointment }: { appointment: AdminAppointment }) {
  const staff = useStaff();
  if (appointment.status !== 'completed' || !staff.can('clinical')) return null;
  return <PanelBody appointmentId={appointment.id} />;
}

function PanelBody({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation();
  const query = useQuery(appointmentRecordQuery(appointmentId));
  return (
    <section
      aria-label={t('treatments.title')}
      className="mt-6 grid min-w-0 gap-4 rounded-2xl border border-gold/25 bg-ivory/60 px-4 py-4 sm:px-5"
    >
      <div>
        <h3 className="flex items-center gap-2 font-sans text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase">
          <ClipboardList aria-hidden className="size-3.5" />
          {t('treatments.title')}
        </h3>
        <p className="mt-1 text-sm text-taupe">
          {query.data?.record
            ? t('treatments.recordedBy', {
                name: query.data.record.recordedByName,
                date: formatAdminDateTime(query.data.record.updatedAt),
              })
            : t('treatments.hint')}
        </p>
      </div>
      {query.isPending ? (
        <p className="text-sm text-taupe">{t('adminUi.loading')}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('treatments.loadFailed')}
        </p>
      ) : (
        <>
          <TreatmentRecordForm
            key={query.data.record?.updatedAt ?? 'new'}
            appointmentId={appointmentId}
            record={query.data.record}
            onSaved={() => undefined}
          />
          {query.data.record ? (
            <TreatmentPhotos record={query.data.record} photoConsent={query.data.photoConsent} />
          ) : (
            <p className="text-sm text-taupe">{t('treatments.saveFirst')}</p>
          )}
        </>
      )}
    </section>
  );
}
