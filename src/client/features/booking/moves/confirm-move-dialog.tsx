import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@shared/salon-dates';
import { AdminDialog } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useMoveAppointment } from './api/move-api';
import type { DropTarget } from '../diary/admin-day-view';
import { useMoveToasts } from './move-appointment-form';

/**
 * Asks before a dragged appointment moves (the client is e-mailed); a refusal says the server's
 * reason and the appointment stays where it was.
 */
export function ConfirmDropDialog({
  target,
  onClose,
}: {
  target: DropTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toasts = useMoveToasts();
  const move = useMoveAppointment({
    onSuccess: (moved) => {
      toasts.moved(moved);
      onClose();
    },
    onError: (error) => {
      toasts.refused(error);
      onClose();
    },
  });
  const a = target?.appointment;
  const otherProfessional = target && a && target.professional.id !== a.assignedProfessionalId;
  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => !open && !move.isPending && onClose()}
      title={t('moves.question')}
      description={
        a ? t('moves.questionDetail', { service: a.serviceName, client: a.clientName }) : ''
      }
    >
      {target && a && (
        <>
          <dl className="grid gap-3 rounded-2xl bg-sand/50 p-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase">
                {t('moves.from')}
              </dt>
              <dd className="mt-1 text-ink-soft tabular-nums line-through decoration-taupe/60">
                {t('moves.movedTo', {
                  date: formatDay(a.date, 'date'),
                  time: a.time,
                  professional: a.assignedProfessionalName,
                })}
              </dd>
            </div>
            <div>
              <dt className="text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase">
                {t('moves.to')}
              </dt>
              <dd className="mt-1 font-medium text-ink tabular-nums">
                {t('moves.movedTo', {
                  date: formatDay(target.date, 'date'),
                  time: target.time,
                  professional: target.professional.name,
                })}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={move.isPending}>
              {t('common.back')}
            </Button>
            <Button
              disabled={move.isPending}
              onClick={() =>
                move.mutate({
                  id: a.id,
                  date: target.date,
                  time: target.time,
                  // The same column keeps the client's choice ('Sem preferência' stays so).
                  professionalId: otherProfessional ? target.professional.id : null,
                })
              }
            >
              {move.isPending ? <Spinner /> : <CalendarClock aria-hidden />}
              {t('moves.confirm')}
            </Button>
          </div>
        </>
      )}
    </AdminDialog>
  );
}
