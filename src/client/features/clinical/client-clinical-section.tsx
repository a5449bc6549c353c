import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@shared/salon-dates';
import { useStaff } from '@client/lib/staff-access';
import { RecordEmpty, RecordSection } from '@client/features/clients/admin/record-section';
import { ClientSafetyPanels } from './patch-tests/client-safety-panels';
import { clientTreatmentsQuery, photoUrl } from './treatment-records/api/treatment-records-api';

/**
 * The client record's one 'Clínico' section (issue 33), only for the roles with 'clinical': the
 * treatments given, newest first, with products, batches, doses per area, notes and photos; then
 * the patch tests and prescriber consultations, recorded from here (the desk's refusals send staff
 * to 'Clínico' to record them).
 */
export function ClientClinicalSection({ clientId }: { clientId: string }) {
  const staff = useStaff();
  if (!staff.can('clinical')) return null;
  return <SectionBody clientId={clientId} />;
}

function SectionBody({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const query = useQuery(clientTreatmentsQuery(clientId));
  const records = query.data?.records ?? [];
  return (
    <RecordSection
      id={`clinical-${clientId}`}
      title={t('clinical.section')}
      aside={query.data ? t('clinical.treatmentCount', { count: records.length }) : undefined}
    >
      <h4 className="border-b border-ink/10 px-5 pt-4 pb-2 text-sm font-medium text-ink sm:px-6">
        {t('clinical.treatments')}
      </h4>
      {query.isPending ? (
        <RecordEmpty>{t('adminUi.loading')}</RecordEmpty>
      ) : query.isError ? (
        <RecordEmpty>{t('treatments.loadFailed')}</RecordEmpty>
      ) : records.length === 0 ? (
        <RecordEmpty>{t('clinical.noTreatments')}</RecordEmpty>
      ) : (
        <ol className="divide-y divide-ink/10">
          {records.map((record) => (
            <li key={record.id} className="grid min-w-0 gap-2 px-5 py-4 sm:px-6">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ink">{record.serviceName}</span>
                <span className="text-sm text-taupe">
                  {formatInstant(record.treatedAt, 'date')} · {record.professionalName}
                </span>
              </div>
              {record.products.map((product, index) => (
                <p key={index} className="text-sm break-words text-ink">
                  {product.product} ·{' '}
                  {t('clinical.batchLine', {
                    batch: product.batch,
                    date: formatInstant(`${product.expiresOn}T12:00:00Z`, 'date'),
                  })}
                  {' — '}
                  {product.doses
                    .map((d) => `${d.area}: ${d.amount} ${t(`treatments.units.${d.unit}`)}`)
                    .join('; ')}
                </p>
              ))}
              {record.notes && (
                <p className="text-sm break-words whitespace-pre-line text-taupe">{record.notes}</p>
              )}
              {record.photos.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {record.photos.map((photo) => (
                    <li key={photo.id}>
                      <img
                        src={photoUrl(record.id, photo.id)}
                        alt={t(`treatments.kinds.${photo.kind}`)}
                        className="size-16 rounded-lg object-cover"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <ClientSafetyPanels clientId={clientId} />
    </RecordSection>
  );
}
