import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { AdminDialog } from './admin-dialog';

/** Asks before something that cannot be undone; the confirm button shows progress. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      role="alertdialog"
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('adminUi.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="bg-red-800 hover:bg-red-900">
          {busy && <Spinner />}
          {confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}
