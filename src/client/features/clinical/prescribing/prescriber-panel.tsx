import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESCRIBER_BODIES, type Prescriber, type PrescriberBody } from '@shared/clinical-safety';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { toast } from '@client/lib/toast';
import { prescriberQuery, useSavePrescriber } from '../patch-tests/api/clinical-safety-api';

/**
 * A professional's prescriber registration ('Prescritor(a)'), under their edit form: the register
 * (NMC, GMC, GDC, GPhC) and number a prescriber consultation is recorded with. Saved on its own.
 */
export function PrescriberPanel({ professionalId }: { professionalId: string }) {
  const canEdit = useStaff().can('catalogue.edit');
  const query = useQuery({ ...prescriberQuery(professionalId), enabled: canEdit });
  if (!canEdit || !query.data) return null;
  return (
    <PrescriberEditor
      key={professionalId}
      professionalId={professionalId}
      initial={query.data.prescriber}
    />
  );
}

function PrescriberEditor({
  professionalId,
  initial,
}: {
  professionalId: string;
  initial: Prescriber | null;
}) {
  const id = useId();
  const { t } = useTranslation();
  const [isPrescriber, setIsPrescriber] = useState(initial !== null);
  const [body, setBody] = useState<PrescriberBody>(initial?.body ?? 'NMC');
  const [number, setNumber] = useState(initial?.registrationNumber ?? '');
  const save = useSavePrescriber(professionalId);
  const submit = () =>
    save.mutate(
      { prescriber: isPrescriber ? { body, registrationNumber: number } : null },
      {
        onSuccess: () => toast.success(t('prescriberPanel.saved')),
        onError: (failure) =>
          toast.error(t('prescriberPanel.saveFailed'), {
            description: requestErrorMessage(failure),
          }),
      },
    );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 grid gap-3 border-t border-ink/10 pt-5"
    >
      <h3 id={`${id}-title`} className="text-sm font-medium text-ink">
        {t('prescriberPanel.title')}
      </h3>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={isPrescriber}
          onChange={(event) => setIsPrescriber(event.target.checked)}
        />
        {t('prescriberPanel.isPrescriber')}
      </label>
      {isPrescriber && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm text-ink">
            {t('prescriberPanel.body')}
            <select
              className={cn(fieldControlClass, 'bg-white')}
              value={body}
              onChange={(event) => setBody(event.target.value as PrescriberBody)}
            >
              {PRESCRIBER_BODIES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm text-ink">
            {t('prescriberPanel.number')}
            <input
              className={cn(fieldControlClass, 'bg-white')}
              value={number}
              maxLength={20}
              onChange={(event) => setNumber(event.target.value)}
            />
          </label>
        </div>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-end"
        disabled={save.isPending}
        onClick={submit}
      >
        {save.isPending && <Spinner />}
        {t('prescriberPanel.save')}
      </Button>
    </section>
  );
}
