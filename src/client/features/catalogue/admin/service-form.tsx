import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AdminService,
  type AdminServiceInput,
  type AdminServiceValues,
  adminServiceInputSchema,
} from '@shared/schemas/admin-catalogue';
import { DialogSaveButton } from '@client/components/admin/dialog-save-button';
import { SaveAnywayAlert } from '@client/components/admin/save-anyway-alert';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { SERVICE_WITHOUT_PROFESSIONAL, useSaveService } from './api/catalogue-admin-api';
import { ServiceDepositFields } from './service-deposit-fields';
import { ServiceDescriptionFields } from './service-description-fields';
import { SERVICE_FIELDS, type ServiceFieldIds, serviceDefaults } from './service-form-model';
import { ServiceOptionsFields } from './service-options-fields';
import { ServicePriceFields } from './service-price-fields';
import { ServiceTeamFields, type TeamMember } from './service-team-fields';

/** A service's form; a save that leaves it with no one to perform it asks to be confirmed. */
export function ServiceForm({
  service,
  team,
  onSaved,
}: {
  service: AdminService | null;
  team: TeamMember[];
  onSaved: () => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const [warning, setWarning] = useState<string | null>(null);
  const form = useForm<AdminServiceInput, unknown, AdminServiceValues>({
    resolver: inStaffLanguage(zodResolver(adminServiceInputSchema), locale),
    defaultValues: serviceDefaults(service),
  });
  const { handleSubmit, getValues, setError } = form;

  const save = useSaveService({
    onSuccess: () => {
      toast.success(t(service ? 'catalogue.serviceForm.updated' : 'catalogue.serviceForm.created'));
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === SERVICE_WITHOUT_PROFESSIONAL) {
        setWarning(error.message);
        return;
      }
      setServerFieldErrors(error, setError, SERVICE_FIELDS, { conflict: 'name' });
      toast.error(t('catalogue.serviceForm.saveFailed'), {
        description: requestErrorMessage(error),
      });
    },
  });

  const submit = (confirm: boolean) =>
    save.mutate({ id: service?.id, values: { ...getValues(), confirm } });
  const ids = Object.fromEntries(
    SERVICE_FIELDS.map((field) => [field, `${id}-${field}`]),
  ) as ServiceFieldIds;
  const fields = { ids, form };

  return (
    <form
      noValidate
      // The API takes what the owner typed (e.g. "25.50"); the schema checked it here first.
      onSubmit={handleSubmit(() => {
        setWarning(null);
        submit(false);
      })}
      className="grid gap-5 sm:grid-cols-2"
    >
      <ServiceDescriptionFields {...fields} />
      <ServicePriceFields {...fields} />
      <ServiceDepositFields {...fields} />
      <ServiceTeamFields {...fields} team={team} />
      <ServiceOptionsFields {...fields} />
      {warning && (
        <SaveAnywayAlert
          warning={warning}
          busy={save.isPending}
          onConfirm={() => submit(true)}
          className="sm:col-span-2"
        />
      )}
      <DialogSaveButton busy={save.isPending} className="sm:col-span-2" />
    </form>
  );
}
