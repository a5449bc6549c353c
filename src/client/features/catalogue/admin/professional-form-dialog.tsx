import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
import { useSaveProfessional } from './api/catalogue-admin-api';

/** Registers a professional (`record` null) or edits one. */
export function ProfessionalFormDialog({
  record: professional,
  open,
  onOpenChange,
}: RecordDialogProps<AdminProfessional>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={professional?.id ?? 'new'}
      title={professional ? 'Editar profissional' : 'Novo profissional'}
      description="Profissionais ativos podem ser escolhidos pelas clientes no agendamento."
    >
      {(close) => <ProfessionalForm professional={professional} onSaved={close} />}
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
  const { register, handleSubmit, getValues, setError, formState } =
    useForm<AdminProfessionalInput>({
      resolver: zodResolver(adminProfessionalInputSchema),
      defaultValues: { name: professional?.name ?? '', role: professional?.role ?? '' },
    });
  const { errors } = formState;
  const save = useSaveProfessional({
    onSuccess: () => {
      toast.success(
        professional
          ? 'Profissional atualizado com sucesso'
          : 'Profissional cadastrado com sucesso',
      );
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['name', 'role'], { conflict: 'name' });
      toast.error('Não foi possível salvar o profissional', {
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
        label="Nome"
        required
        error={errors.name?.message}
        maxLength={80}
        autoComplete="off"
        {...register('name')}
      />
      <TextField
        id={`${id}-role`}
        label="Função"
        error={errors.role?.message}
        maxLength={80}
        placeholder="Ex.: Cabeleireira, Nail Designer"
        autoComplete="off"
        {...register('role')}
      />
      <DialogSaveButton busy={save.isPending} />
    </form>
  );
}
