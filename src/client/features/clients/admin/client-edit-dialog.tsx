import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AdminClientRecord,
  type AdminClientUpdateForm,
  adminClientUpdateSchema,
} from '@shared/schemas/clients';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { DialogSaveButton } from '@client/components/admin/dialog-save-button';
import { TextField } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useUpdateClient } from './api/clients-admin-api';

type Client = AdminClientRecord['client'];

/** 'Editar dados' of a client the desk keeps (no account): name, phone and an optional e-mail. */
export function ClientEditDialog({
  client,
  open,
  onOpenChange,
}: {
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={client.id}
      title={t('clients.edit')}
      description={t('clients.editLead')}
    >
      {(close) => <ClientEditForm client={client} onSaved={close} />}
    </FormDialog>
  );
}

function ClientEditForm({ client, onSaved }: { client: Client; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const id = useId();
  const { register, handleSubmit, getValues, setError, formState } = useForm<AdminClientUpdateForm>(
    {
      resolver: inStaffLanguage(zodResolver(adminClientUpdateSchema), locale),
      defaultValues: { name: client.name, phone: client.phone ?? '', email: client.email ?? '' },
    },
  );
  const { errors } = formState;
  const save = useUpdateClient({
    onSuccess: () => {
      toast.success(t('clients.edited'));
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['name', 'phone', 'email']);
      toast.error(t('clients.editFailed'), { description: requestErrorMessage(error) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => save.mutate({ id: client.id, values: getValues() }))}
      className="grid gap-5"
    >
      <TextField
        id={`${id}-name`}
        label={t('clients.name')}
        required
        error={errors.name?.message}
        maxLength={100}
        autoComplete="off"
        {...register('name')}
      />
      <TextField
        id={`${id}-phone`}
        label={t('clients.phone')}
        required
        type="tel"
        error={errors.phone?.message}
        maxLength={30}
        autoComplete="off"
        {...register('phone')}
      />
      <TextField
        id={`${id}-email`}
        label={t('clients.email')}
        optional
        optionalLabel={t('clients.optional')}
        type="email"
        error={errors.email?.message}
        maxLength={254}
        autoComplete="off"
        {...register('email')}
      />
      <DialogSaveButton busy={save.isPending} />
    </form>
  );
}
