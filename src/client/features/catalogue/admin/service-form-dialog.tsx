import { useQuery } from '@tanstack/react-query';
import type { AdminService } from '@shared/schemas/admin-catalogue';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { teamQuery } from './api/catalogue-admin-api';
import { ServiceForm } from './service-form';

/** Creates a service (`record` null) or edits one; the site and booking follow on save. */
export function ServiceFormDialog({
  record: service,
  open,
  onOpenChange,
}: RecordDialogProps<AdminService>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={service?.id ?? 'new'}
      title={service ? 'Editar serviço' : 'Novo serviço'}
      description={
        service
          ? 'As mudanças aparecem no site e no agendamento assim que forem salvas.'
          : 'O serviço aparece no site e no agendamento assim que for salvo.'
      }
      className="sm:max-w-2xl"
    >
      {(close) => <TeamLoader service={service} onSaved={close} />}
    </FormDialog>
  );
}

/** The form starts once the team is known, so its boxes are there from the first render. */
function TeamLoader({ service, onSaved }: { service: AdminService | null; onSaved: () => void }) {
  const team = useQuery(teamQuery);
  if (!team.data)
    return team.isError ? (
      <p role="alert">Não foi possível carregar a equipe.</p>
    ) : (
      <p className="text-taupe">Carregando…</p>
    );
  return <ServiceForm service={service} team={team.data.items} onSaved={onSaved} />;
}
