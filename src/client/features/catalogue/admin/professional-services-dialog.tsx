import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES } from '@shared/catalogue';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { SaveAnywayAlert } from '@client/components/admin/save-anyway-alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import {
  allServicesQuery,
  SERVICE_WITHOUT_PROFESSIONAL,
  useSaveProfessionalServices,
} from './api/catalogue-admin-api';

/** What a professional performs: the active services by category, each with "all of them". */
export function ProfessionalServicesDialog({
  record: professional,
  open,
  onOpenChange,
}: RecordDialogProps<AdminProfessional>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={professional?.id ?? 'none'}
      title={t('catalogue.professionals.servicesOf', { name: professional?.name ?? '' })}
      description={t('catalogue.professionalServices.description')}
      className="sm:max-w-2xl"
    >
      {(close) => professional && <ServicesForm professional={professional} onSaved={close} />}
    </FormDialog>
  );
}

function ServicesForm({
  professional,
  onSaved,
}: {
  professional: AdminProfessional;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const services = useQuery(allServicesQuery);
  const [chosen, setChosen] = useState(() => new Set(professional.serviceIds));
  const [warning, setWarning] = useState<string | null>(null);
  const save = useSaveProfessionalServices({
    onSuccess: () => {
      toast.success(t('catalogue.professionalServices.saved'), { description: professional.name });
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === SERVICE_WITHOUT_PROFESSIONAL) {
        setWarning(error.message);
        return;
      }
      toast.error(t('catalogue.professionalServices.saveFailed'), {
        description: requestErrorMessage(error),
      });
    },
  });
  if (!services.data)
    return services.isError ? (
      <p role="alert">{t('catalogue.professionalServices.loadFailed')}</p>
    ) : (
      <p role="status" className="flex items-center gap-2 text-taupe">
        <Spinner /> {t('catalogue.professionalServices.loading')}
      </p>
    );

  const submit = (confirm: boolean) =>
    save.mutate({ id: professional.id, values: { serviceIds: [...chosen], confirm } });
  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        setWarning(null);
        submit(false);
      }}
    >
      {SERVICE_CATEGORIES.map((category) => {
        const group = services.data.filter((s) => s.category === category);
        if (group.length === 0) return null;
        const ids = group.map((s) => s.id);
        const all = ids.every((id) => chosen.has(id));
        const some = !all && ids.some((id) => chosen.has(id));
        const categoryLabel = t(`categories.${category}`);
        return (
          <fieldset key={category} className="grid gap-2">
            <legend className="flex w-full items-center justify-between gap-3 border-b border-ink/10 pb-2">
              <span className="font-display text-2xl">{categoryLabel}</span>
              <label className="flex items-center gap-2 text-sm text-taupe">
                <input
                  type="checkbox"
                  className="size-4 accent-gold-deep"
                  checked={all}
                  ref={(input) => {
                    if (input) input.indeterminate = some;
                  }}
                  onChange={(event) => toggle(ids, event.target.checked)}
                  aria-label={t('catalogue.professionalServices.allOf', {
                    category: categoryLabel,
                  })}
                />
                {t('catalogue.professionalServices.all')}
              </label>
            </legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {group.map((service) => (
                <label
                  key={service.id}
                  className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-sand/40"
                >
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-gold-deep"
                    checked={chosen.has(service.id)}
                    onChange={(event) => toggle([service.id], event.target.checked)}
                  />
                  <span className="min-w-0">{service.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {warning && (
        <SaveAnywayAlert warning={warning} busy={save.isPending} onConfirm={() => submit(true)} />
      )}
      <div className="sticky bottom-0 -mx-1 flex items-center justify-between gap-3 bg-ivory px-1 py-3">
        <span className="text-sm text-taupe" aria-live="polite">
          {t('catalogue.professionalServices.ticked', { count: chosen.size })}
        </span>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden />}
          {t('catalogue.professionalServices.save')}
        </Button>
      </div>
    </form>
  );
}
