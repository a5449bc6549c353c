import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORM_FREQUENCIES,
  FORM_FREQUENCY_LABELS,
  type AdminFormSummary,
  type FormFrequency,
  type ServiceFormLink,
} from '@shared/clinical-forms';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { toast } from '@client/lib/toast';
import { formsListQuery, serviceFormsQuery, useSaveServiceForms } from './api/forms-admin-api';

/**
 * Under a service's form: the forms ('Fichas') a client signs before it and how often. Only for
 * the roles that manage the forms ('clinical.forms'); saved on its own.
 */
export function ServiceFormsPanel({ serviceId }: { serviceId: string }) {
  const { can } = useStaff();
  const allowed = can('clinical.forms');
  const forms = useQuery({ ...formsListQuery(), enabled: allowed });
  const links = useQuery({ ...serviceFormsQuery(serviceId), enabled: allowed });
  if (!allowed || !forms.data || !links.data) return null;
  return <FormsChooser serviceId={serviceId} forms={forms.data} initial={links.data} />;
}

function FormsChooser({
  serviceId,
  forms,
  initial,
}: {
  serviceId: string;
  forms: AdminFormSummary[];
  initial: ServiceFormLink[];
}) {
  const { t, i18n } = useTranslation();
  const labels = FORM_FREQUENCY_LABELS[i18n.language === 'en-GB' ? 'en-GB' : 'pt-BR'];
  const [chosen, setChosen] = useState<Map<string, FormFrequency>>(
    () => new Map(initial.map((link) => [link.formId, link.frequency])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveServiceForms({
    onSuccess: () => {
      setFailure(null);
      toast.success(t('forms.serviceSaved'));
    },
    onError: (error) => setFailure(requestErrorMessage(error, t('forms.serviceSaveFailed'))),
  });
  const update = (formId: string, frequency: FormFrequency | null) => {
    const next = new Map(chosen);
    if (frequency) next.set(formId, frequency);
    else next.delete(formId);
    setChosen(next);
  };
  return (
    <section className="mt-6 grid min-w-0 gap-3 border-t border-ink/10 pt-5">
      <h3 className="text-sm font-medium text-ink">{t('forms.serviceTitle')}</h3>
      <p className="text-sm text-taupe">{t('forms.serviceHint')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <ul className="grid gap-3">
        {forms.map((form) => {
          const frequency = chosen.get(form.id);
          return (
            <li key={form.id} className="grid min-w-0 gap-2 sm:grid-cols-[minmax(0,1fr)_14rem]">
              <label className="flex min-w-0 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-gold-deep"
                  checked={frequency !== undefined}
                  onChange={(event) => update(form.id, event.target.checked ? 'first_visit' : null)}
                />
                <span className="min-w-0 break-words">{form.title}</span>
              </label>
              {frequency && (
                <select
                  aria-label={t('forms.frequencyOf', { title: form.title })}
                  className={cn(fieldControlClass, 'mt-0 bg-white')}
                  value={frequency}
                  onChange={(event) => update(form.id, event.target.value as FormFrequency)}
                >
                  {FORM_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {labels[f]}
                    </option>
                  ))}
                </select>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-end"
        disabled={save.isPending}
        onClick={() =>
          save.mutate({
            serviceId,
            forms: [...chosen].map(([formId, frequency]) => ({ formId, frequency })),
          })
        }
      >
        {save.isPending && <Spinner />}
        {t('forms.serviceSave')}
      </Button>
    </section>
  );
}
