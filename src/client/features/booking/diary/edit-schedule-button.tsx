import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useStaff } from '@client/lib/staff-access';
import { professionalScheduleQuery } from './api/schedule-api';
import { ProfessionalScheduleDialog } from './professional-schedule-dialog';

/**
 * 'Editar horário' beside a professional in the team's week: loads their week as the schedule
 * form edits it (the week view lists less), then opens the same dialog as the catalogue.
 */
export function EditScheduleButton({
  professional,
}: {
  professional: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<AdminProfessional | null>(null);
  // Reception reads the team's week but may not change it (the server refuses too).
  const canEdit = useStaff().can('catalogue.edit');

  const open = async () => {
    setLoading(true);
    try {
      setEditing(await queryClient.fetchQuery(professionalScheduleQuery(professional.id)));
    } catch (error) {
      toast.error(t('schedule.openFailed'), {
        description: requestErrorMessage(error),
      });
    } finally {
      setLoading(false);
    }
  };

  if (!canEdit) return null;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={t('schedule.editOf', { name: professional.name })}
        disabled={loading}
        onClick={() => void open()}
      >
        {loading ? <Spinner /> : <Clock aria-hidden />}
        <span aria-hidden>{t('schedule.edit')}</span>
      </Button>
      <ProfessionalScheduleDialog
        record={editing}
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
      />
    </>
  );
}
