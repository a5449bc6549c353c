import { ExternalLink, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { type AdminCourse, MAX_MATERIAL_BYTES } from '@shared/academy';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { useDeleteMaterial, useUploadMaterial } from './api/courses-admin-api';
import { useCourseErrorText } from './course-error-text';

/** A file's size, its decimal written as the back office's language writes it. */
const sizeLabel = (bytes: number, locale: string) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The course's PDF materials: open, delete (with a second click to confirm) and upload. */
export function CourseMaterialsEditor({ course }: { course: AdminCourse }) {
  const { t, i18n } = useTranslation();
  const errorText = useCourseErrorText();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);

  const upload = useUploadMaterial({
    onSuccess: () => {
      setFile(null);
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
      toast.success(t('courses.uploaded'), { description: t('courses.uploadedDetail') });
    },
    onError: (error) => toast.error(t('courses.uploadFailed'), { description: errorText(error) }),
  });

  const remove = useDeleteMaterial({
    onSuccess: () => {
      setConfirming(null);
      toast.success(t('courses.deleted'));
    },
    onError: (error) => toast.error(t('courses.deleteFailed'), { description: errorText(error) }),
  });

  const choose = (chosen: File | null) => {
    setFileError(undefined);
    if (chosen && !/\.pdf$/i.test(chosen.name) && chosen.type !== 'application/pdf') {
      setFileError(t('courses.choosePdf'));
      chosen = null;
    } else if (chosen && chosen.size > MAX_MATERIAL_BYTES) {
      setFileError(t('courses.tooBig'));
      chosen = null;
    }
    setFile(chosen);
  };

  return (
    <div>
      <h4 className="font-sans text-xs font-medium tracking-[0.2em] text-taupe uppercase">
        {t('courses.materialsTitle')}
      </h4>
      {course.materials.length === 0 ? (
        <p className="mt-3 text-sm text-taupe">{t('courses.noMaterials')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-ivory/60">
          {course.materials.map((material, index) => (
            <li key={material.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="flex min-w-0 basis-full items-start gap-3 text-sm sm:flex-1 sm:basis-auto">
                <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                <span className="min-w-0">
                  <span className="font-medium text-ink">
                    {index + 1}. {material.title}
                  </span>
                  <span className="ml-2 text-taupe">
                    {sizeLabel(material.sizeBytes, i18n.language)}
                  </span>
                </span>
              </span>
              <a
                href={material.url}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 text-sm text-gold-deep underline-offset-4 hover:underline"
              >
                {t('courses.open')}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">{material.title}</span>
              </a>
              {confirming === material.id ? (
                <span className="flex items-center gap-2">
                  <Button
                    size="sm"
                    variant="primary"
                    className="bg-red-800 hover:bg-red-900"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ courseId: course.id, materialId: material.id })}
                  >
                    {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
                    {t('courses.confirmDelete')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                    {t('courses.keep')}
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('courses.deleteOf', { title: material.title })}
                  onClick={() => setConfirming(material.id)}
                >
                  <Trash2 aria-hidden />
                  {t('courses.delete')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setFileError(t('courses.choosePdf'));
            return;
          }
          upload.mutate({ courseId: course.id, file, title });
        }}
      >
        <div>
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
            {t('courses.file')}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className={cn(
              fieldControlClass,
              'py-2 file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-3 file:py-1.5 file:text-sm file:text-ink',
            )}
          />
        </div>
        <div>
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
            {t('courses.title')}{' '}
            <span className="font-normal text-taupe">{t('courses.optional')}</span>
          </label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            placeholder={t('courses.titlePlaceholder')}
            onChange={(event) => setTitle(event.target.value)}
            className={fieldControlClass}
          />
        </div>
        <Button type="submit" variant="gold" disabled={upload.isPending}>
          {upload.isPending ? <Spinner /> : <Upload aria-hidden />}
          {upload.isPending ? t('courses.uploading') : t('courses.upload')}
        </Button>
        {fileError && (
          <p id={`${id}-file-error`} role="alert" className="text-sm text-red-800 sm:col-span-3">
            {fileError}
          </p>
        )}
      </form>
    </div>
  );
}
