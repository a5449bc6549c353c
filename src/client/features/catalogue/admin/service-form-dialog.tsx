import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminService } from '@shared/schemas/admin-catalogue';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { teamQuery } from './api/catalogue-admin-api';
import { ServiceForm } from './service-form';
import { ServiceFormsPanel } from '@client/features/clinical/forms/admin/service-forms-panel';
import { ServiceAftercarePanel } from '@client/features/clinical/treatment-records/service-aftercare-panel';
import { ServiceSafetyPanel } from '@client/features/clinical/patch-tests/service-safety-panel';

/** Creates a service (`record` null) or edits one; the site and booking follow on save. */
export function ServiceFormDialog({
  record: service,
  open,
  onOpenChange,
}: RecordDialogProps<AdminService>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={service?.id ?? 'new'}
      title={t(service ? 'catalogue.serviceForm.edit' : 'catalogue.services.new')}
      description={t(
        service ? 'catalogue.serviceForm.editDescription' : 'catalogue.serviceForm.newDescription',
      )}
      className="sm:max-w-2xl"
    >
      {(close) => <TeamLoader service={service} onSaved={close} />}
    </FormDialog>
  );
}

/** The form starts once the team is known, so its boxes are there from the first render. */
function TeamLoader({ service, onSaved }: { service: AdminService | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const team = useQuery(teamQuery);
  if (!team.data)
    return team.isError ? (
      <p role="alert">{t('catalogue.serviceForm.teamLoadFailed')}</p>
    ) : (
      <p className="text-taupe">{t('catalogue.serviceForm.loading')}</p>
    );
  return (
    <>
      <ServiceForm service={service} team={team.data.items} onSaved={onSaved} />
      {service && <ServiceAftercarePanel serviceId={service.id} />}
      {service && <ServiceSafetyPanel serviceId={service.id} />}
      {service && <ServiceFormsPanel serviceId={service.id} />}
    </>
  );
}
