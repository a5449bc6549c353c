import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { ApiRequestError } from '@client/lib/api-client';
import { SERVICE_WITHOUT_PROFESSIONAL } from './api/catalogue-admin-api';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import type { MutationCallbacks } from '@client/lib/refreshing-mutation';

interface CatalogueRecord {
  id: string;
  name: string;
  isActive: boolean;
}

type ActiveChange = { id: string; active: boolean; confirm?: boolean };

/**
 * What a catalogue panel edits: the record in its form dialog (null for a new one) and the
 * (de)activation, through the catalogue's api hooks (which refresh the site's prices and booking).
 */
export function useCatalogueEditor<T extends CatalogueRecord>({
  useSetActive,
  messages,
}: {
  useSetActive: (
    callbacks: MutationCallbacks<T, ActiveChange>,
  ) => UseMutationResult<T, Error, ActiveChange>;
  messages: { reactivated: string; deactivated: string; failed: string };
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // A deactivation that would leave a service with nobody waits for the owner's confirmation.
  const [pending, setPending] = useState<{ change: ActiveChange; message: string } | null>(null);

  const toggle = useSetActive({
    onSuccess: (record) => {
      setPending(null);
      toast.success(record.isActive ? messages.reactivated : messages.deactivated, {
        description: record.name,
      });
    },
    onError: (error, change) => {
      if (error instanceof ApiRequestError && error.code === SERVICE_WITHOUT_PROFESSIONAL) {
        setPending({ change, message: error.message });
        return;
      }
      setPending(null);
      toast.error(messages.failed);
    },
  });

  return {
    form: { open: formOpen, onOpenChange: setFormOpen },
    editing,
    openForm: (record: T | null) => {
      setEditing(record);
      setFormOpen(true);
    },
    toggle: (record: T) => toggle.mutate({ id: record.id, active: !record.isActive }),
    toggling: toggle.isPending,
    confirmation: (
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('catalogue.withoutProfessionalTitle')}
        description={pending?.message ?? ''}
        confirmLabel={t('catalogue.deactivateAnyway')}
        busy={toggle.isPending}
        onConfirm={() => pending && toggle.mutate({ ...pending.change, confirm: true })}
      />
    ),
  };
}

/** A catalogue panel's title row with its "new" button (for whoever may edit the catalogue). */
export function CataloguePanelHeader({
  id,
  title,
  lead,
  addLabel,
  onAdd,
}: {
  id: string;
  title: string;
  lead: string;
  addLabel: string;
  onAdd: () => void;
}) {
  const { can } = useStaff();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h3 id={id} className="text-3xl">
          {title}
        </h3>
        <p className="mt-1 text-taupe">{lead}</p>
      </div>
      {can('catalogue.edit') && (
        <Button onClick={onAdd} className="self-start sm:self-auto">
          <Plus aria-hidden />
          {addLabel}
        </Button>
      )}
    </div>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return active ? (
    <Badge tone="soft">{t('catalogue.active')}</Badge>
  ) : (
    <Badge tone="outline">{t('catalogue.inactive')}</Badge>
  );
}

/**
 * Editar and Desativar/Reativar, named after the record for screen readers; none for whoever reads
 * the catalogue without editing it (reception: prices are the owner's and the manager's).
 */
export function CatalogueRowActions({
  record,
  onEdit,
  onToggle,
  toggling,
  className,
}: {
  record: CatalogueRecord;
  onEdit: () => void;
  onToggle: () => void;
  toggling: boolean;
  className?: string;
}) {
  const { can } = useStaff();
  const { t } = useTranslation();
  if (!can('catalogue.edit')) return null;
  return (
    <div className={cn('flex gap-2', className)}>
      <Button
        size="sm"
        variant="outline"
        onClick={onEdit}
        aria-label={t('catalogue.editOf', { name: record.name })}
      >
        <Pencil aria-hidden />
        <span aria-hidden>{t('catalogue.edit')}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={toggling}
        onClick={onToggle}
        aria-label={t(record.isActive ? 'catalogue.deactivateOf' : 'catalogue.reactivateOf', {
          name: record.name,
        })}
      >
        {record.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
        <span aria-hidden>
          {t(record.isActive ? 'catalogue.deactivate' : 'catalogue.reactivate')}
        </span>
      </Button>
    </div>
  );
}
