import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceSafety } from '@shared/clinical-safety';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { toast } from '@client/lib/toast';
import { serviceSafetyQuery, useSaveServiceSafety } from './api/clinical-safety-api';

/**
 * A service's clinical rules ('Regras clínicas'), under its edit form: the patch test it needs
 * (how long before, how long one stays valid) and whether it is a prescription-only medicine.
 * Saved on its own; only for those who may edit the catalogue.
 */
export function ServiceSafetyPanel({ serviceId }: { serviceId: string }) {
  const canEdit = useStaff().can('catalogue.edit');
  const query = useQuery({ ...serviceSafetyQuery(serviceId), enabled: canEdit });
  if (!canEdit || !query.data) return null;
  return <SafetyEditor key={serviceId} initial={query.data} />;
}

function SafetyEditor({ initial }: { initial: ServiceSafety }) {
  const id = useId();
  const { t } = useTranslation();
  const [patchTestRequired, setPatchTestRequired] = useState(initial.patchTestRequired);
  const [hours, setHours] = useState(String(initial.patchTestHours));
  const [months, setMonths] = useState(String(initial.patchTestValidMonths));
  const [prescriptionOnly, setPrescriptionOnly] = useState(initial.prescriptionOnly);
  const save = useSaveServiceSafety(initial.serviceId);
  const submit = () =>
    save.mutate(
      {
        patchTestRequired,
        // An empty box goes as NaN, so the server's 'Informe as horas' message comes back.
        patchTestHours: Number(hours === '' ? Number.NaN : hours),
        patchTestValidMonths: Number(months === '' ? Number.NaN : months),
        prescriptionOnly,
      },
      {
        onSuccess: () => toast.success(t('serviceSafety.saved')),
        onError: (failure) =>
          toast.error(t('serviceSafety.saveFailed'), {
            description: requestErrorMessage(failure),
          }),
      },
    );
  const number = cn(fieldControlClass, 'w-20 bg-white');
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 grid gap-3 border-t border-ink/10 pt-5"
    >
      <h3 id={`${id}-title`} className="text-sm font-medium text-ink">
        {t('serviceSafety.title')}
      </h3>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={patchTestRequired}
          onChange={(event) => setPatchTestRequired(event.target.checked)}
        />
        {t('serviceSafety.patchTestRequired')}
      </label>
      {patchTestRequired && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pl-6 text-sm text-ink">
          <label className="flex items-center gap-2">
            {t('serviceSafety.hoursBefore')}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={168}
              className={number}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
            {t('serviceSafety.hours')}
          </label>
          <label className="flex items-center gap-2">
            {t('serviceSafety.validFor')}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={24}
              className={number}
              value={months}
              onChange={(event) => setMonths(event.target.value)}
            />
            {t('serviceSafety.months')}
          </label>
        </div>
      )}
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={prescriptionOnly}
          onChange={(event) => setPrescriptionOnly(event.target.checked)}
        />
        {t('serviceSafety.prescriptionOnly')}
      </label>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-end"
        disabled={save.isPending}
        onClick={submit}
      >
        {save.isPending && <Spinner />}
        {t('serviceSafety.save')}
      </Button>
    </section>
  );
}
