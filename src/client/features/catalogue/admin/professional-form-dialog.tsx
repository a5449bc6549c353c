import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import {
  type AdminProfessional,
  type AdminProfessionalInput,
  adminProfessionalInputSchema,
} from '@shared/schemas/admin-catalogue';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { DialogSaveButton } from '@client/components/admin/dialog-save-button';
import { TextField } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useSaveProfessional } from './api/catalogue-admin-api';
import { PrescriberPanel } from '@client/features/clinical/prescribing/prescriber-panel';

/** Registers a professional (`record` null) or edits one. */
export function ProfessionalFormDialog({
  record: professional,
  open,
  onOpenChange,
}: RecordDialogProps<AdminProfessional>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={professional?.id ?? 'new'}
      title={t(professional ? 'catalogue.professionals.edit' : 'catalogue.professionals.new')}
      description={t('catalogue.professionals.formDescription')}
    >
      {(close) => (
        <>
          <ProfessionalForm professional={professional} onSaved={close} />
          {professional && <PrescriberPanel professionalId={professional.id} />}
        </>
      )}
    </FormDialog>
  );
}

function ProfessionalForm({
  professional,
  onSaved,
}: {
  professional: AdminProfessional | null;
  onSaved: () => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const { register, handleSubmit, getValues, setError, formState } =
    useForm<AdminProfessionalInput>({
      resolver: inStaffLanguage(zodResolver(adminProfessionalInputSchema), locale),
      defaultValues: { name: professional?.name ?? '', role: professional?.role ?? '' },
    });
  const { errors } = formState;
  const save = useSaveProfessional({
    onSuccess: () => {
      toast.success(
        t(professional ? 'catalogue.professionals.updated' : 'catalogue.professionals.created'),
      );
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['name', 'role'], { conflict: 'name' });
      toast.error(t('catalogue.professionals.saveFailed'), {
        description: requestErrorMessage(error),
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => save.mutate({ id: professional?.id, values: getValues() }))}
      className="grid gap-5"
    >
      <TextField
        id={`${id}-name`}
        label={t('catalogue.professionals.name')}
        required
        error={errors.name?.message}
        maxLength={80}
        autoComplete="off"
        {...register('name')}
      />
      <TextField
        id={`${id}-role`}
        label={t('catalogue.professionals.role')}
        error={errors.role?.message}
        maxLength={80}
        placeholder={t('catalogue.professionals.rolePlaceholder')}
        autoComplete="off"
        {...register('role')}
      />
      <DialogSaveButton busy={save.isPending} />
    </form>
  );
}
