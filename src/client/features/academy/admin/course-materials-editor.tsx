import { ExternalLink, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@client/lib/toast';
import { type AdminCourse, MAX_MATERIAL_BYTES } from '@shared/academy';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useDeleteMaterial, useUploadMaterial } from './api/courses-admin-api';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const errorText = (error: Error) => requestErrorMessage(error, 'Tente novamente em instantes.');

/** The course's PDF materials: open, delete (with a second click to confirm) and upload. */
export function CourseMaterialsEditor({ course }: { course: AdminCourse }) {
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
      toast.success('Material enviado', { description: 'Os compradores já podem abri-lo.' });
    },
    onError: (error) =>
      toast.error('Não foi possível enviar o material', { description: errorText(error) }),
  });

  const remove = useDeleteMaterial({
    onSuccess: () => {
      setConfirming(null);
      toast.success('Material excluído');
    },
    onError: (error) =>
      toast.error('Não foi possível excluir o material', { description: errorText(error) }),
  });

  const choose = (chosen: File | null) => {
    setFileError(undefined);
    if (chosen && !/\.pdf$/i.test(chosen.name) && chosen.type !== 'application/pdf') {
      setFileError('Escolha um arquivo PDF.');
      chosen = null;
    } else if (chosen && chosen.size > MAX_MATERIAL_BYTES) {
      setFileError('O arquivo pode ter no máximo 10 MB.');
      chosen = null;
    }
    setFile(chosen);
  };

  return (
    <div>
      <h4 className="font-sans text-xs font-medium tracking-[0.2em] text-taupe uppercase">
        Materiais (PDF)
      </h4>
      {course.materials.length === 0 ? (
        <p className="mt-3 text-sm text-taupe">
          Nenhum material: os compradores verão "Materials in preparation".
        </p>
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
                  <span className="ml-2 text-taupe">{sizeLabel(material.sizeBytes)}</span>
                </span>
              </span>
              <a
                href={material.url}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 text-sm text-gold-deep underline-offset-4 hover:underline"
              >
                Abrir
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
                    Confirmar exclusão
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                    Manter
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Excluir ${material.title}`}
                  onClick={() => setConfirming(material.id)}
                >
                  <Trash2 aria-hidden />
                  Excluir
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
            setFileError('Escolha um arquivo PDF.');
            return;
          }
          upload.mutate({ courseId: course.id, file, title });
        }}
      >
        <div>
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
            Arquivo PDF (até 10 MB)
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
            Título <span className="font-normal text-taupe">(opcional)</span>
          </label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            placeholder="Ex.: Apostila do curso"
            onChange={(event) => setTitle(event.target.value)}
            className={fieldControlClass}
          />
        </div>
        <Button type="submit" variant="gold" disabled={upload.isPending}>
          {upload.isPending ? <Spinner /> : <Upload aria-hidden />}
          {upload.isPending ? 'Enviando...' : 'Enviar PDF'}
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
