import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PHOTO_KINDS,
  type PhotoKind,
  type TreatmentRecord,
} from '@shared/clinical-treatment-records';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { photoUrl, useUploadTreatmentPhoto } from './api/treatment-records-api';

/**
 * Before/after photos of a treatment: the tablet's camera opens from the file picker (`capture`),
 * or a file is uploaded. Only with the client's photo consent from their form; without it the
 * buttons are replaced by the reason.
 */
export function TreatmentPhotos({
  record,
  photoConsent,
}: {
  record: TreatmentRecord;
  photoConsent: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadTreatmentPhoto({
    onSuccess: () => toast.success(t('treatments.photoAdded')),
    onError: (failure) =>
      toast.error(t('treatments.photoFailed'), { description: requestErrorMessage(failure) }),
  });
  const pick = (kind: PhotoKind, file: File | undefined) => {
    if (file) upload.mutate({ recordId: record.id, kind, file });
  };
  return (
    <div className="grid min-w-0 gap-3">
      <h4 className="text-sm font-medium text-ink">{t('treatments.photos')}</h4>
      {record.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {record.photos.map((photo) => (
            <li key={photo.id} className="min-w-0">
              <img
                src={photoUrl(record.id, photo.id)}
                alt={t(`treatments.kinds.${photo.kind}`)}
                className="aspect-square w-full rounded-xl object-cover"
              />
              <span className="text-xs text-taupe">{t(`treatments.kinds.${photo.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {photoConsent ? (
        <div className="flex flex-wrap gap-2">
          {PHOTO_KINDS.map((kind) => (
            <label
              key={kind}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-ink/20 px-4 text-xs font-medium tracking-[0.12em] uppercase hover:border-ink focus-within:ring-2 focus-within:ring-gold"
            >
              {upload.isPending && upload.variables?.kind === kind ? (
                <Spinner />
              ) : (
                <Camera aria-hidden className="size-4" />
              )}
              {t('treatments.takePhoto', { kind: t(`treatments.kinds.${kind}`) })}
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => {
                  pick(kind, event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          ))}
        </div>
      ) : (
        <p className="text-sm text-taupe">{t('treatments.noConsent')}</p>
      )}
    </div>
  );
}
